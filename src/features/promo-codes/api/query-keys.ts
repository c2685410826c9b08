import { QUERY_ROOTS, rootKey } from '@/config/query-roots';
import type { PromoCodeQuery } from '../schemas';

// Every promo-code query's key; a write invalidates `all`.
export const promoCodeKeys = {
  all: rootKey(QUERY_ROOTS.promoCodes),
  list: (query: PromoCodeQuery) => [...promoCodeKeys.all, 'list', query] as const,
};
