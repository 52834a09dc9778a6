import type { App } from '../src/app.ts';

/** One operation of the app's OpenAPI document: what the route table says a route is. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the document writes it: `/api/v1/events/{id}`. */
  path: string;
  /** The path's parameters, in order: `['id', 'userId']`. */
  params: string[];
  /** The top-level fields of its JSON body, when it takes one. */
  bodyKeys: string[];
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }
    >
  >;
}

/**
 * Every route of the built app, from its OpenAPI document (every route is documented), so a test over "all routes"
 * covers a route the day it is added.
 */
export async function routeTable(app: App): Promise<Operation[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        params: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!),
        bodyKeys: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      })),
  );
}
