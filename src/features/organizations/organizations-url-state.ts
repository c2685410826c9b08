import { z } from 'zod/mini';
import type { UrlState } from '@/lib/url-request';
import { choiceParam, pageParam, textParam } from '@/lib/use-url-state';

export const organizationsUrlStateSchema = z.object({
  page: pageParam(),
  search: textParam(),
  type: choiceParam(['', 'IMPORTER', 'LOGISTIC'], ''),
  status: choiceParam(['', 'active', 'suspended'], ''),
});
export type OrganizationListQuery = UrlState<typeof organizationsUrlStateSchema>;
