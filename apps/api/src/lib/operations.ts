import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Access, Operation } from '@akwaaba/contracts';
import { hooksOf, traitsOf } from './route-traits.ts';

type Field<O, Key extends string> = O extends { [K in Key]: infer Schema } ? Schema : undefined;

/** The schema a route takes from its operation; Fastify's zod type provider reads the request's types from it. */
export interface EndpointSchema<O extends Operation> {
  tags: string[];
  operationId: string;
  params: Field<O, 'params'>;
  querystring: Field<O, 'query'>;
  body: Field<O, 'body'>;
  response: O['responses'];
}

const operationOf = new WeakMap<object, Operation>();

/**
 * A route's method, path and schemas, taken from the operation it implements (docs/decisions/028-operations-declared-once.md):
 * `app.route({ ...endpoint(businessOps.detail), preHandler: hooks.optionalAuth, handler })`.
 */
export function endpoint<O extends Operation>(
  operation: O,
): { method: O['method']; url: O['path']; schema: EndpointSchema<O> } {
  const schema = {
    tags: [operation.tag],
    operationId: operation.id,
    ...(operation.params ? { params: operation.params } : {}),
    ...(operation.query ? { querystring: operation.query } : {}),
    ...(operation.body ? { body: operation.body } : {}),
    // Read by the document's multipart body (plugins/docs.ts).
    ...(operation.consumes ? { consumes: operation.consumes } : {}),
    response: operation.responses,
  } as EndpointSchema<O>;
  operationOf.set(schema, operation);
  return { method: operation.method, url: operation.path, schema };
}

/** The operation a route implements, when it was declared with `endpoint`. */
export function operationOfRoute(route: Pick<RouteOptions, 'schema'>): Operation | undefined {
  return route.schema ? operationOf.get(route.schema) : undefined;
}

/** Who may call a route, read from the guards it runs (plugins/auth.ts labels them). */
export function accessOf(route: RouteOptions): Access {
  const traits = hooksOf(route).map(traitsOf);
  if (traits.some((trait) => trait?.admin)) return 'admin';
  if (traits.some((trait) => trait?.auth === 'required')) return 'member';
  if (traits.some((trait) => trait?.auth === 'optional')) return 'anyone-or-member';
  return 'anyone';
}

/** How a route differs from the operation it implements, in words; none when it matches. */
function differences(route: RouteOptions, operation: Operation, prefix: string): string[] {
  const name = `${String(route.method)} ${route.url}`;
  const found: string[] = [];
  if (route.method !== operation.method || route.url !== `${prefix}${operation.path}`) {
    found.push(`${name} implements ${operation.id} (${operation.method} ${operation.path})`);
  }
  const access = accessOf(route);
  if (access !== operation.access)
    found.push(`${name}: ${operation.id} is for ${operation.access}, its guards let ${access} in`);
  const files = hooksOf(route).flatMap((hook) => traitsOf(hook)?.files ?? []);
  if (files.join() !== (operation.files ?? []).join())
    found.push(
      `${name}: ${operation.id} takes the files [${(operation.files ?? []).join()}], its form reads [${files.join()}]`,
    );
  return found;
}

/**
 * Holds every route under `prefix` to the operation it declares: its method, its path, who may call it and the files
 * its form reads, as its hooks say once the app is ready (a plugin may add a guard to each of its routes after they
 * are declared). A route that declares no operation, that does not match its declaration, or an operation served
 * twice, stops the app from starting.
 */
export function holdRoutesToOperations(app: FastifyInstance, prefix: string): void {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(prefix) && route.method !== 'HEAD') routes.push(route);
  });
  app.addHook('onReady', async () => {
    const served = new Set<string>();
    const problems = routes.flatMap((route) => {
      const operation = operationOfRoute(route);
      if (!operation) return [`${String(route.method)} ${route.url} declares no operation`];
      if (served.has(operation.id)) return [`${operation.id} is served by more than one route`];
      served.add(operation.id);
      return differences(route, operation, prefix);
    });
    if (problems.length > 0) throw new Error(`Routes that differ from their operations:\n${problems.join('\n')}`);
  });
}
