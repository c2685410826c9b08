import { readFileSync } from 'node:fs';
import { endpoints } from '@/config/endpoints';
import { apiContract } from './api-contract';
import { buildOpenApiDocument } from './openapi-document';

// The contract covers the whole endpoint table, with the origin its comment gives each path.

const tablePaths = (table: unknown): string[] =>
  typeof table === 'string'
    ? [table]
    : typeof table === 'function'
      ? [(table as (id: string) => string)('{id}')]
      : Object.values(table as object).flatMap(tablePaths);

const shape = (path: string) => path.replace(/\{\w+\}/g, '{}');

it('has a call for every path of config/endpoints.ts but the demo backend’s own', () => {
  const { demo: _demo, ...table } = endpoints;
  const covered = new Set(apiContract.map((call) => shape(call.path)));
  // Served by the demo backend, read by no screen.
  const notCalled = ['/billing/payments/{id}'];
  expect(tablePaths(table).filter((path) => !covered.has(shape(path)))).toEqual(notCalled);
});

it('marks each call spec or designed as config/endpoints.ts says', () => {
  const source =
    readFileSync('src/config/endpoints.ts', 'utf8') + readFileSync('src/config/auth-endpoints.ts', 'utf8');
  const origins = new Map<string, string>();
  for (const [, path, origin] of source.matchAll(/`?'?(\/[^'`]+)['`].*\/\/ (spec|designed)/g))
    origins.set(shape(path!.replace(/\$\{\w+\}/g, '{}')), origin!);
  const wrong = apiContract.filter((call) => {
    const said = origins.get(shape(call.path));
    return said !== undefined && said !== call.origin;
  });
  expect(wrong.map((call) => `${call.method} ${call.path}`)).toEqual([]);
});

it('states an answer by what the client requires and a body as it is sent', () => {
  const document = buildOpenApiDocument() as unknown as {
    paths: Record<string, Record<string, { requestBody?: unknown; 'x-origin': string }>>;
    components: { schemas: Record<string, { required?: string[]; additionalProperties?: unknown }> };
  };
  const { schemas } = document.components;
  expect(document.paths['/api/bids/inquiries']?.get?.['x-origin']).toBe('spec');
  expect(schemas.GetCarrierInquiriesAnswerRow?.required).toContain('id');
  expect(schemas.GetCarrierInquiriesAnswerRow?.additionalProperties).toBeUndefined();
  expect(schemas.CreateBidBody?.additionalProperties).toBe(false);
});
