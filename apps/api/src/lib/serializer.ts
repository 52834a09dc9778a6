import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { toJSONSchema, type ZodType } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * zod's JSON Schema as fast-json-stringify reads it best: `anyOf: [X, { type: 'null' }]` (a nullable object or
 * enum) becomes X with `type: [X's type, 'null']`, written directly instead of asking ajv which branch each value
 * takes; and objects allow fields the schema does not name.
 */
function forSerializing(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerializing);
  if (schema === null || typeof schema !== 'object') return schema;
  const out = Object.fromEntries(
    Object.entries(schema)
      // Unnamed fields are left out of the answer either way; as a rule for a union's branches they would refuse
      // the whole answer, where zod strips them and takes the first branch that fits.
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, forSerializing(value)]),
  ) as JsonSchema;
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nullAt = anyOf.findIndex((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
    const other = anyOf[1 - nullAt];
    if (nullAt !== -1 && typeof other?.type === 'string') {
      const { anyOf: _nullable, ...rest } = out;
      // A value list must take null too: fast-json-stringify checks unions' branches against it with ajv.
      const { const: only, ...branch } = other;
      const values = Array.isArray(other.enum) ? (other.enum as unknown[]) : only !== undefined ? [only] : null;
      return { ...rest, ...branch, type: [other.type, 'null'], ...(values ? { enum: [...values, null] } : {}) };
    }
  }
  return out;
}

/**
 * Answers are written by fast-json-stringify compiled from each route's zod response schema: like zod's own
 * serializer it writes only the fields the schema names (a private column a query happens to read never leaves),
 * at a third of the cost of parsing every answer with zod before JSON.stringify (issue 11: 25 µs of a list's CPU).
 * A schema JSON Schema cannot express (a transform) keeps zod's serializer.
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  let json: JsonSchema;
  try {
    const { $schema: _draft, ...schema } = toJSONSchema(route.schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    }) as JsonSchema;
    json = forSerializing(schema) as JsonSchema;
  } catch {
    return zodSerializerCompiler(route as never) as (data: unknown) => string;
  }
  return fastJson(json as never);
};
