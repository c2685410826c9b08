import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { meSchema } from '../schemas';
import { profileKeys } from './query-keys';

/** GET /users/me: the signed-in person's profile. */
export const getMe = () => apiRequest(meSchema, { method: 'GET', url: endpoints.me });

export const getMeQueryOptions = () => queryOptions({ queryKey: profileKeys.me(), queryFn: getMe });

export const useMe = () => useQuery(getMeQueryOptions());
