import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { endpointRead } from '@/lib/filtered-read';
import { memberSchema } from '../schemas';
import { memberKeys } from './query-keys';

const member = endpointRead(memberSchema, endpoints.organization.member, memberKeys.detail);
export const getMemberQueryOptions = member.options;

/** `null`: the address names no member, so nothing is asked. */
export const useMember = (id: number | null) =>
  useQuery({ ...getMemberQueryOptions(id ?? 0), enabled: id !== null });
