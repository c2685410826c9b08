import { QUERY_ROOTS } from '@/config/query-roots';
import { listKeys } from '@/lib/url-request';

const members = listKeys(QUERY_ROOTS.members);
export const memberKeys = { ...members, detail: (id: number) => [...members.all, 'detail', id] as const };
