import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../lib/errors.ts';
import { withTraits } from '../lib/route-traits.ts';
import type { Authenticated, AuthService } from '../modules/auth/auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

export interface AuthHooks {
  /** 401 `Unauthenticated.` without a valid bearer token. */
  requireAuth(request: FastifyRequest): Promise<void>;
  /** Reads the member when a token is sent; visitors pass as null. */
  optionalAuth(request: FastifyRequest): Promise<void>;
  /** 401 for visitors, 403 for members who are not admins. */
  requireAdmin(request: FastifyRequest): Promise<void>;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export function registerAuth(app: FastifyInstance, authService: AuthService): AuthHooks {
  app.decorateRequest('auth', null);
  // An answer for a signed-in member is theirs alone: no browser, proxy or shared cache keeps it.
  // A callback hook, not an async one: it runs on every answer, and this is the cheaper kind.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.auth) void reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  async function read(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    request.auth = token ? await authService.authenticate(token) : null;
  }

  // Labelled with what they do: the OpenAPI document reads a route's bearer scheme and refusals from its hooks.
  return {
    optionalAuth: withTraits(read, { auth: 'optional' }),
    requireAuth: withTraits(
      async (request: FastifyRequest) => {
        await read(request);
        if (!request.auth) throw unauthenticated();
      },
      { auth: 'required', refuses: [401] },
    ),
    requireAdmin: withTraits(
      async (request: FastifyRequest) => {
        await read(request);
        if (!request.auth) throw unauthenticated();
        // The error handler logs the refusal (access.refused).
        if (!request.auth.user.isAdmin) throw forbidden();
      },
      { auth: 'required', admin: true, refuses: [401, 403] },
    ),
  };
}

/** The signed-in member on a route guarded by requireAuth. */
export function signedIn(request: FastifyRequest): Authenticated {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
