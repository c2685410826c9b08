import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { memberSchema } from '../schemas';
import { memberKeys } from './query-keys';

export const getMember = (id: number) =>
  apiRequest(memberSchema, { method: 'GET', url: endpoints.organization.member(id) });

export const getMemberQueryOptions = (id: number) =>
  queryOptions({ queryKey: memberKeys.detail(id), queryFn: () => getMember(id) });

/** `null`: the address names no member, so nothing is asked. */
export const useMember = (id: number | null) =>
  useQuery({ ...getMemberQueryOptions(id ?? 0), enabled: id !== null });
