import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Fastify's serializer compiler for the routes' response schemas, which are the shared zod read
 * schemas (`ZCurrency`, `ZStudent`, …). The zod schema becomes JSON Schema once, at start-up, and
 * fast-json-stringify compiles it into a serializer:
 * - what leaves the API is exactly the read schema (keys outside it are dropped: a column added to
 *   a selection by mistake never reaches a client), and
 * - it is faster than `JSON.stringify` (bench/serialize.ts measures both on a page of students).
 * Dates leave drizzle as `Date`; a `string` field in JSON Schema serialises a `Date` as its ISO
 * text, which is what the read schemas say. fast-json-stringify does not validate: a value of the
 * wrong type is coerced, so test/response-schemas.test.ts parses real responses with the read
 * schemas to keep them true.
 */
export function responseSerializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  if (!(schema instanceof z.ZodType)) return (data) => JSON.stringify(data);
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}
