import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * OpenAPI 3.0.3 reads `nullable: true` as widening `type` only: an `enum` must list null itself,
 * or null stays refused. The zod provider writes a nullable enum without it, so a document reader
 * (and ajv) would refuse the null the server takes; this adds it wherever it is missing.
 */
function addNullToNullableEnums(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) addNullToNullableEnums(item);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const schema = value as { nullable?: unknown; enum?: unknown[] };
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...schema.enum, null];
  for (const child of Object.values(value)) addNullToNullableEnums(child);
}

/** The zod provider's route transform, with the document corrections above. */
export function transformRouteDocument(input: TransformInput) {
  const output = jsonSchemaTransform(input);
  addNullToNullableEnums(output.schema);
  return output;
}
