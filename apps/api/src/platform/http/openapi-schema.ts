import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const stripStrictness = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(stripStrictness);
  if (!schema || typeof schema !== 'object') return schema;
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    // zod strips unknown keys rather than refusing them, so the document should not claim otherwise.
    if (key === '$schema' || (key === 'additionalProperties' && value === false)) continue;
    copy[key] = stripStrictness(value);
  }
  return copy;
};

/** The OpenAPI 3.0 schema of what a zod schema accepts, for the document and for the fuzz test. */
export const toOpenApiSchema = (schema: z.ZodType): JsonSchema =>
  stripStrictness(
    z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output', unrepresentable: 'any' }),
  ) as JsonSchema;
