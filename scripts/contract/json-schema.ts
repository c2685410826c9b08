import { z } from 'zod/mini';
import { contractNotes, type ContractNote } from '@/lib/contract-notes';

// An answer is stated as its `input` (what the client accepts), a body as its `output` (what it sends).
// Transforms have no JSON Schema form: they are written out from their notes (lib/contract-notes.ts).

export type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

const integer = { type: 'integer', minimum: 0 };
type Check = { _zod: { def: { check: string } } };

export class SchemaBook {
  readonly components: Record<string, JsonSchema> = {};
  private readonly named = new Map<z.ZodMiniType, string>();

  /** A reference to the schema's entry, written under `name` the first time. */
  ref(schema: z.ZodMiniType, io: Io, name: string): JsonSchema {
    let entry = this.named.get(schema);
    if (!entry) {
      entry = this.freeName(name);
      this.named.set(schema, entry);
      this.components[entry] = this.toJsonSchema(schema, io, entry);
    }
    return { $ref: `#/components/schemas/${entry}` };
  }

  private freeName(name: string) {
    const base = name.charAt(0).toUpperCase() + name.slice(1);
    let candidate = base;
    for (let n = 2; candidate in this.components; n += 1) candidate = `${base}${n}`;
    return candidate;
  }

  private describeNote(note: ContractNote, io: Io, name: string): JsonSchema {
    if (note.kind === 'recognisable') {
      return {
        ...this.toJsonSchema(note.object, io, name),
        description: 'Every field may be missing, but an answer carrying none of them is refused.',
      };
    }
    const row = this.ref(note.row, io, `${name}Row`);
    return {
      description:
        'A plain array or a page (a Spring page, or { content, page, size, totalElements }); rows are read one by one and a row that does not match is left out.',
      anyOf: [
        { type: 'array', items: row },
        {
          type: 'object',
          properties: {
            content: { type: 'array', items: row },
            number: integer,
            page: integer,
            size: integer,
            totalElements: integer,
            totalPages: integer,
          },
          required: ['content'],
        },
      ],
    };
  }

  /** The schema written out; `name` names the rows of the lists inside it. */
  toJsonSchema(schema: z.ZodMiniType, io: Io, name: string): JsonSchema {
    const own = contractNotes.get(schema);
    if (own) return this.describeNote(own, io, name);
    const json: JsonSchema = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      override: (ctx) => {
        const node = ctx.zodSchema as unknown as z.ZodMiniType;
        const note = contractNotes.get(node);
        if (note) {
          for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
          Object.assign(ctx.jsonSchema, this.describeNote(note, io, name));
          return;
        }
        const def = node._zod.def as {
          type: string;
          in?: z.ZodMiniType;
          out?: z.ZodMiniType;
          checks?: Check[];
        };
        // An answer renamed or reshaped before it is read: what the reading schema accepts.
        if (def.type === 'pipe' && def.in?._zod.def.type === 'transform' && def.out) {
          for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
          Object.assign(ctx.jsonSchema, this.toJsonSchema(def.out, io, name), {
            'x-client-check': 'read after a rename or reshape done in code',
          });
          return;
        }
        const checks = def.checks ?? [];
        if (checks.some((check) => check._zod.def.check === 'custom'))
          ctx.jsonSchema['x-client-check'] = 'a further rule the client checks in code';
      },
    });
    delete json.$schema;
    return json;
  }
}
