// Where a server publishes its own OpenAPI (springdoc), how it differs from the client's contract.

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Operation = {
  'x-origin'?: string;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
export type OpenApi = {
  servers?: { url?: string }[];
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

export type SpringdocDiff = {
  unpublished: { operation: string; origin: string }[];
  fields: { operation: string; problems: string[] }[];
  unused: string[];
};

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];
const shapeOf = (path: string) => path.replace(/\{[^}]+\}/g, '{}').replace(/\/+$/, '');

function resolve(doc: OpenApi, schema: Schema | undefined, depth = 0): Schema | undefined {
  if (!schema || depth > 8) return schema;
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return resolve(doc, doc.components?.schemas?.[name], depth + 1);
  }
  if (schema.allOf) {
    const parts = schema.allOf.map((part) => resolve(doc, part, depth + 1) ?? {});
    return {
      type: 'object',
      properties: Object.fromEntries(parts.flatMap((part) => Object.entries(part.properties ?? {}))),
      required: parts.flatMap((part) => part.required ?? []),
    };
  }
  return schema;
}

/** The object a list or page answer carries per row, or the answer itself. */
function rowOrSelf(doc: OpenApi, schema: Schema | undefined): Schema | undefined {
  const resolved = resolve(doc, schema);
  if (!resolved) return undefined;
  const alternative = resolved.anyOf ?? resolved.oneOf;
  if (alternative) {
    const arrayOf = alternative.map((part) => resolve(doc, part)).find((part) => part?.type === 'array');
    if (arrayOf) return resolve(doc, arrayOf.items);
  }
  if (resolved.type === 'array') return resolve(doc, resolved.items);
  const content = resolve(doc, resolved.properties?.content);
  if (content?.type === 'array') return resolve(doc, content.items);
  return resolved;
}

const jsonSchemaOf = (part: { content?: Record<string, { schema?: Schema }> } | undefined) =>
  part?.content?.['application/json']?.schema ?? Object.values(part?.content ?? {})[0]?.schema;

const okAnswer = (operation: Operation) =>
  Object.entries(operation.responses ?? {}).find(([code]) => /^2/.test(code))?.[1];

/** The server's paths, with its server URL's path before them, and the doubled /api form too. */
function serverOperations(theirs: OpenApi) {
  const prefix = (theirs.servers?.[0]?.url ?? '').replace(/^https?:\/\/[^/]+/, '').replace(/\/+$/, '');
  const operations = new Map<string, Operation>();
  for (const [path, item] of Object.entries(theirs.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) operations.set(`${method.toUpperCase()} ${shapeOf(prefix + path)}`, operation);
    }
  }
  return operations;
}

export function diffSpringdoc(ours: OpenApi, theirs: OpenApi): SpringdocDiff {
  const published = serverOperations(theirs);
  const matched = new Set<string>();
  const diff: SpringdocDiff = { unpublished: [], fields: [], unused: [] };
  for (const [path, item] of Object.entries(ours.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const name = `${method.toUpperCase()} ${path}`;
      const single = `${method.toUpperCase()} ${shapeOf(path)}`;
      const double = `${method.toUpperCase()} ${shapeOf(path.replace(/^\/api/, '/api/api'))}`;
      const key = published.has(single) ? single : published.has(double) ? double : null;
      if (!key) {
        diff.unpublished.push({ operation: name, origin: operation['x-origin'] ?? '' });
        continue;
      }
      matched.add(key);
      const theirOperation = published.get(key) as Operation;
      const problems: string[] = [];
      const ourAnswer = rowOrSelf(ours, jsonSchemaOf(okAnswer(operation)));
      const theirAnswer = rowOrSelf(theirs, jsonSchemaOf(okAnswer(theirOperation)));
      if (ourAnswer?.required?.length && theirAnswer?.properties) {
        for (const field of ourAnswer.required)
          if (!(field in theirAnswer.properties)) problems.push(`answer lacks required field '${field}'`);
      }
      const ourBody = resolve(ours, jsonSchemaOf(operation.requestBody));
      const theirBody = resolve(theirs, jsonSchemaOf(theirOperation.requestBody));
      if (ourBody?.properties && theirBody?.properties) {
        for (const field of Object.keys(ourBody.properties))
          if (!(field in theirBody.properties)) problems.push(`body field '${field}' is not declared`);
        for (const field of theirBody.required ?? [])
          if (!(field in ourBody.properties))
            problems.push(`body field '${field}' is required but never sent`);
      }
      if (problems.length) diff.fields.push({ operation: name, problems });
    }
  }
  diff.unused = [...published.keys()].filter((key) => !matched.has(key));
  return diff;
}
