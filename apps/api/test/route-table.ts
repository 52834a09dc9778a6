import type { App } from '../src/app.ts';

/** One operation of the app's OpenAPI document: what the route table says a route is and takes. */
export interface RouteOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the document writes it: `/api/v1/events/{id}`. */
  path: string;
  /** The top-level fields of its JSON body, when it takes one. */
  jsonKeys: string[];
  /** The fields of its multipart form, when it takes one. */
  formKeys: string[];
  queryKeys: string[];
  /** The path's parameters: `['id', 'userId']`. */
  pathKeys: string[];
}

type Schema = { schema?: { properties?: Record<string, unknown> } };
interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, Schema> }; parameters?: { in: string; name: string }[] }>
  >;
}

/**
 * Every route of the built app, from its OpenAPI document (every route is documented), so a test over "all routes"
 * (the fuzz pass, the authorisation matrix) covers a route the day it is added.
 */
export async function routeTable(app: App): Promise<RouteOperation[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
  return Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => {
        const content = operation.requestBody?.content ?? {};
        const names = (where: string) =>
          (operation.parameters ?? []).filter((parameter) => parameter.in === where).map((parameter) => parameter.name);
        return {
          method: method.toUpperCase() as RouteOperation['method'],
          path,
          jsonKeys: Object.keys(content['application/json']?.schema?.properties ?? {}),
          formKeys: Object.keys(content['multipart/form-data']?.schema?.properties ?? {}),
          queryKeys: names('query'),
          pathKeys: names('path'),
        };
      }),
  );
}
