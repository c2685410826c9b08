import { QUERY_ROOTS } from '@/config/query-roots';
import { listKeys } from '@/lib/url-request';

export const promoCodeKeys = listKeys(QUERY_ROOTS.promoCodes);
