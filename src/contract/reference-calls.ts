import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { exchangeRatesSchema } from '@/lib/exchange-rates';
import { listSchema } from '@/lib/page';
import { citySchema } from '@/lib/reference-data/get-cities';
import { countrySchema } from '@/lib/reference-data/get-countries';
import { uploadedAttachmentSchema } from '@/lib/upload-attachment';
import { ALL_ROLES, type ContractEndpoint } from './contract-types';
import { id, text } from './query-fields';

export const referenceCalls: ContractEndpoint[] = [
  {
    name: 'getCountries',
    method: 'GET',
    path: endpoints.countries,
    origin: 'spec',
    roles: 'public',
    summary: 'Countries, named in the Accept-Language language',
    answer: listSchema(countrySchema),
  },
  {
    name: 'getCities',
    method: 'GET',
    path: endpoints.cities,
    origin: 'spec',
    roles: 'public',
    summary: "A country's cities, searched by name in any language",
    query: z.object({ countryId: id(), cityName: text() }),
    answer: listSchema(citySchema),
    idFrom: { call: 'getCountries', field: 'id', query: 'countryId' },
  },
  {
    name: 'uploadAttachment',
    method: 'POST',
    path: endpoints.attachmentsUpload,
    origin: 'designed',
    roles: ALL_ROLES,
    summary: 'Upload a file (multipart: file, fileName); ≤ 10 MB',
    body: 'multipart',
    answer: uploadedAttachmentSchema,
  },
  {
    name: 'downloadAttachment',
    method: 'GET',
    path: endpoints.attachments.download('{id}'),
    origin: 'spec',
    roles: ALL_ROLES,
    summary: 'The file itself (read as bytes)',
    answer: z.unknown(),
  },
  {
    name: 'getExchangeRates',
    method: 'GET',
    path: endpoints.exchangeRates,
    origin: 'designed',
    roles: ALL_ROLES,
    summary: 'Dated exchange rates, to compare prices across currencies',
    answer: exchangeRatesSchema,
  },
];
