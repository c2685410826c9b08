import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { maybe } from '@/lib/lenient';
import { bidKeys } from './query-keys';

const placeSchema = maybe(z.object({ city: maybe(z.string()), countryName: maybe(z.string()) }));
const inquiryHeadingSchema = z.object({
  inquiryCode: maybe(z.string()),
  pickup: placeSchema,
  delivery: placeSchema,
});
export type InquiryHeading = z.infer<typeof inquiryHeadingSchema>;

export const getInquiryHeading = (id: string) =>
  apiRequest(inquiryHeadingSchema, { method: 'GET', url: endpoints.inquiries.one(id) });

export const getInquiryHeadingQueryOptions = (id: string | undefined, language: string) =>
  queryOptions({
    queryKey: bidKeys.inquiryHeading(id, language),
    queryFn: () => getInquiryHeading(id ?? ''),
    enabled: Boolean(id && id.trim()),
    retry: false,
  });

export const useInquiryHeading = (id: string | undefined, language: string) =>
  useQuery(getInquiryHeadingQueryOptions(id, language));
