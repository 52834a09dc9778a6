import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { toJSONSchema, type ZodType } from 'zod';
import { errorResponse, validationErrorResponse } from '@akwaaba/contracts';
import type { OpenAPIV3_1 } from 'openapi-types';
import { operationOfRoute } from '../lib/operations.ts';
import { hooksOf, traitsOf } from '../lib/route-traits.ts';

/** A refusal a route's service gives that its hooks and schemas do not show (an owner check, a conflict). */
export type Refusal = 400 | 403 | 404 | 409 | 422 | 429;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Refusals the route's service can give beyond what its guards and schemas say (listed in /api/docs). */
    refuses?: readonly Refusal[];
  }
}

const BEARER = 'bearerAuth';

type JsonSchema = Record<string, unknown>;

const REFUSALS: Record<number, { description: string; schema: 'Error' | 'ValidationError' }> = {
  400: { description: 'The body is not readable JSON or multipart.', schema: 'Error' },
  401: { description: 'No valid bearer token was sent.', schema: 'Error' },
  403: { description: 'The member may not do this.', schema: 'Error' },
  404: { description: 'Not found, or not visible to the caller.', schema: 'Error' },
  409: { description: 'The item is not in a state that allows this.', schema: 'Error' },
  413: { description: 'The form is larger than the route takes.', schema: 'Error' },
  422: { description: 'Invalid input: each field with its messages.', schema: 'ValidationError' },
  429: { description: 'Too many requests; Retry-After says when to try again.', schema: 'Error' },
};

const componentSchema = (schema: ZodType): OpenAPIV3_1.SchemaObject => {
  const { $schema: _draft, ...json } = toJSONSchema(schema, { target: 'draft-2020-12', io: 'output' });
  return json as OpenAPIV3_1.SchemaObject;
};

/**
 * The document's view of a route beyond its zod schemas, all read from what the route runs: the bearer scheme from
 * its auth hook (required or optional), the refusals its hooks, its schemas and its `config.refuses` can give, the
 * file fields of its multipart form, and, from its operation, what a route that answers a file or a redirect answers.
 */
function describeRoute(route: RouteOptions, schema: JsonSchema): JsonSchema {
  const traits = hooksOf(route).map(traitsOf);
  const auth = traits.some((trait) => trait?.auth === 'required')
    ? 'required'
    : traits.some((trait) => trait?.auth === 'optional')
      ? 'optional'
      : null;
  const refusals = new Set<number>(traits.flatMap((trait) => trait?.refuses ?? []));
  // Its zod schemas: a path id that names nothing is 404, a body or query that breaks its rules 422.
  if (route.schema?.params) refusals.add(404);
  if (route.schema?.body || route.schema?.querystring) refusals.add(422);
  if (route.schema?.body) refusals.add(400);
  for (const status of route.config?.refuses ?? []) refusals.add(status);

  const response: JsonSchema = { ...(schema.response as JsonSchema | undefined) };
  // A file or a redirect is said by the route's operation (docs/decisions/028-operations-declared-once.md).
  const answers = operationOfRoute(route)?.answers;
  if (answers && 'files' in answers) {
    response[200] = {
      description: answers.description,
      content: Object.fromEntries(
        answers.files.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
      ),
    };
  } else if (answers) {
    response[302] = {
      description: answers.redirect,
      headers: { Location: { type: 'string', description: 'Where the browser goes next.' } },
      type: 'null',
    };
  }
  for (const status of [...refusals].sort()) {
    const refusal = REFUSALS[status]!;
    response[status] = {
      description: refusal.description,
      $ref: `#/components/schemas/${refusal.schema}`,
      ...(status === 429
        ? { headers: { 'Retry-After': { type: 'integer', description: 'Seconds to wait before trying again.' } } }
        : {}),
    };
  }

  const files = traits.flatMap((trait) => trait?.files ?? []);
  return {
    ...schema,
    response,
    ...(auth === 'required' ? { security: [{ [BEARER]: [] }] } : {}),
    // A visitor is served too; a member's token shows what only they may see.
    ...(auth === 'optional' ? { security: [{}, { [BEARER]: [] }] } : {}),
    ...(files.length > 0 && schema.body ? { body: multipartBody(schema.body as JsonSchema, route, files) } : {}),
  };
}

/**
 * A body that comes as JSON or as a multipart form: the form carries the same fields (as text, parsed by the same
 * zod contract) and its files. Documentation only: Fastify never sees this schema, as multipart.ts reads the form.
 */
function multipartBody(body: JsonSchema, route: RouteOptions, files: string[]): JsonSchema {
  const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? ['application/json'];
  const form = {
    ...body,
    properties: {
      ...(body.properties as JsonSchema),
      ...Object.fromEntries(files.map((field) => [field, { type: 'string', format: 'binary' }])),
    },
  };
  return {
    content: Object.fromEntries(
      consumes.map((type) => [type, { schema: type === 'multipart/form-data' ? form : body }]),
    ),
  };
}

/**
 * A union branch zod could not describe (a transform's output) is `{}`: left out, as fastify-type-provider-zod does,
 * but only once the whole schema is written. Its own override drops them while zod still fills them in, which lost the
 * string branch of every form boolean used twice in one body (`'1'`, `'0'`, `'true'`…).
 */
function withoutBlankBranches(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutBlankBranches);
  if (schema === null || typeof schema !== 'object') return schema;
  const out = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, withoutBlankBranches(value)]),
  ) as JsonSchema;
  if (Array.isArray(out.anyOf)) {
    const branches = (out.anyOf as JsonSchema[]).filter((branch) => Object.keys(branch).length > 0);
    const { anyOf: _all, ...rest } = out;
    const [only] = branches;
    if (branches.length === 1 && Object.keys(only!).every((key) => !(key in rest))) return { ...rest, ...only };
    return branches.length > 0 ? { ...rest, anyOf: branches } : rest;
  }
  return out;
}

const zodTransform = createJsonSchemaTransform({ zodToJsonConfig: { override: () => undefined } });

const transform: SwaggerTransform = (document) => {
  const converted = zodTransform(document);
  const transformed = { ...converted, schema: withoutBlankBranches(converted.schema) as typeof converted.schema };
  const schema = transformed.schema as JsonSchema;
  if (schema.hide) return transformed;
  return { ...transformed, schema: describeRoute(document.route, schema) };
};

/** OpenAPI 3.1 generated from the routes' zod schemas and hooks, browsable at /api/docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Akwaaba API',
        version: '1.0.0',
        description: 'Community platform for Ghanaians in South Africa.',
      },
      components: {
        securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer' } },
        schemas: {
          Error: componentSchema(errorResponse),
          ValidationError: componentSchema(validationErrorResponse),
        },
      },
    },
    transform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { persistAuthorization: true },
  });
}
