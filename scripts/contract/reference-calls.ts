import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { exchangeRatesSchema } from '@/lib/exchange-rates';
import { listSchema } from '@/lib/page';
import { citySchema } from '@/lib/reference-data/get-cities';
import { countrySchema } from '@/lib/reference-data/get-countries';
import { uploadedAttachmentSchema } from '@/lib/upload-attachment';
import { ALL_ROLES, type ContractEndpoint, designed, spec } from './contract-types';
import { id, text } from './query-fields';

export const referenceCalls: ContractEndpoint[] = [
  spec('getCountries', 'GET', endpoints.countries, 'public', {
    summary: 'Countries, named in the Accept-Language language',
    answer: listSchema(countrySchema),
  }),
  spec('getCities', 'GET', endpoints.cities, 'public', {
    summary: "A country's cities, searched by name in any language",
    query: z.object({ countryId: id(), cityName: text() }),
    answer: listSchema(citySchema),
    idFrom: { call: 'getCountries', field: 'id', query: 'countryId' },
  }),
  designed('uploadAttachment', 'POST', endpoints.attachmentsUpload, ALL_ROLES, {
    summary: 'Upload a file (multipart: file, fileName); ≤ 10 MB',
    body: 'multipart',
    answer: uploadedAttachmentSchema,
  }),
  spec('downloadAttachment', 'GET', endpoints.attachments.download('{id}'), ALL_ROLES, {
    summary: 'The file itself (read as bytes)',
    answer: z.unknown(),
  }),
  designed('getExchangeRates', 'GET', endpoints.exchangeRates, ALL_ROLES, {
    summary: 'Dated exchange rates, to compare prices across currencies',
    answer: exchangeRatesSchema,
  }),
];
