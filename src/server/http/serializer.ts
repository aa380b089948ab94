// Declared answers, serialized as Fastify serializes any route with a response schema: the answer's zod schema as
// JSON Schema (z.toJSONSchema, output side, OpenAPI 3.0 form so that a nullable field is `nullable: true`, which
// fast-json-stringify reads directly) compiled once by fast-json-stringify, Fastify's own serializer. Only what the
// schema names leaves: fast-json-stringify writes the declared properties and nothing else. Used by declared-routes.ts
// for every /api answer and by the server render's reads (modules/pages/page-reads.ts), so both send the same JSON.
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

export type Serialize = (data: unknown) => string;

/** Compiled once per schema: routes share their output schemas, and a GET's HEAD route shares the GET's. */
const compiled = new WeakMap<z.ZodType, Serialize>();

/** The serializing function for answers of `schema`. */
export function serializerOf(schema: z.ZodType): Serialize {
  let serialize = compiled.get(schema);
  if (!serialize) {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'openapi-3.0', unrepresentable: 'any' });
    serialize = fastJson(json as Parameters<typeof fastJson>[0]);
    compiled.set(schema, serialize);
  }
  return serialize;
}
