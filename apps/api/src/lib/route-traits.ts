import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * What a route hook tells about the routes it guards, so the OpenAPI document (plugins/docs.ts) is derived from the
 * hooks a route really runs rather than from a hand-kept list: the token it needs, the refusals it can give, the
 * files it reads.
 */
export interface HookTraits {
  /** `required`: a bearer token or 401; `optional`: a token is read when sent. */
  auth?: 'required' | 'optional';
  /** Only an admin gets past it. */
  admin?: boolean;
  /** The statuses the hook itself answers (401, 403, 429, …). */
  refuses?: readonly number[];
  /** The multipart file fields the hook reads into the request. */
  files?: readonly string[];
}

const traits = new WeakMap<object, HookTraits>();

/** Labels a hook with what it does; the hook itself is returned unchanged. */
export function withTraits<Hook extends object>(hook: Hook, hookTraits: HookTraits): Hook {
  traits.set(hook, hookTraits);
  return hook;
}

export function traitsOf(hook: unknown): HookTraits | undefined {
  return typeof hook === 'function' ? traits.get(hook) : undefined;
}

/** The hooks a route runs before its handler, in order. */
export const hooksOf = (route: RouteOptions) =>
  [route.onRequest, route.preValidation, route.preHandler].flatMap((hooks) =>
    hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks],
  );

type HookName = 'onRequest' | 'preValidation' | 'preHandler';

/**
 * Runs `hook` first, at `stage`, on every route the plugin `app` declares after this call, like
 * `app.addHook(stage, hook)`, but as part of each route's own options, where the route's description can see it.
 */
export function guardEveryRoute(app: FastifyInstance, stage: HookName, hook: (...args: never[]) => unknown): void {
  app.addHook('onRoute', (route) => {
    const own = route[stage];
    route[stage] = [hook, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])] as never;
  });
}
