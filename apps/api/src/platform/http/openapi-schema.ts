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
  // The schema describes the parsed value, where a defaulted field is always present; a client may leave it out.
  const properties = copy.properties as Record<string, { default?: unknown }> | undefined;
  if (Array.isArray(copy.required) && properties) {
    const required = (copy.required as string[]).filter((name) => properties[name]?.default === undefined);
    if (required.length) copy.required = required;
    else delete copy.required;
  }
  return copy;
};

/**
 * The OpenAPI 3.0 schema of what a zod schema accepts, for the document and for the fuzz test: of the parsed value
 * by default, of the text a client sends for `io: 'input'` (a path parameter the schema turns into something else).
 */
export const toOpenApiSchema = (schema: z.ZodType, io: 'input' | 'output' = 'output'): JsonSchema =>
  stripStrictness(z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' })) as JsonSchema;
