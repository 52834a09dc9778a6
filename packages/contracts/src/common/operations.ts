import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an operation (docs/rules/who-sees-what.md): anyone; anyone, with what only a signed-in member may see
 * when their token is sent; a signed-in member; an admin.
 */
export type Access = 'anyone' | 'anyone-or-member' | 'member' | 'admin';

/** The bodies a route reads: JSON, or a multipart form (its text fields read by the same schema, and its files). */
export type BodyType = 'application/json' | 'multipart/form-data';

/** An answer that is not JSON: a file of one of these media types, or a redirect. */
export type NonJsonAnswer = { files: readonly string[]; description: string } | { redirect: string };

type SuccessStatus = 200 | 201 | 204;

/** One HTTP operation as the API serves it and the web calls it (docs/decisions/028-operations-declared-once.md). */
export interface OperationShape {
  method: HttpMethod;
  /** Fastify's form: `/businesses/:id`, each `:name` a key of `params`. */
  path: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** How the body may come; JSON alone when not said. */
  consumes?: readonly BodyType[];
  /** The file fields of its multipart form. */
  files?: readonly string[];
  /**
   * The JSON answers it gives, by status: each success, and an answer that is not an error envelope (a readiness
   * check's 503); the refusals are the error envelopes.
   */
  responses: Partial<Record<SuccessStatus | 503, z.ZodType>>;
  /** What it answers instead of JSON: a file (a calendar, a CV, a ZIP) or a redirect. */
  answers?: NonJsonAnswer;
}

export type Operation<Shape extends OperationShape = OperationShape> = Shape & {
  /** `businesses.detail`: the group and the key, the OpenAPI operationId. */
  readonly id: string;
  /** The group, the OpenAPI tag. */
  readonly tag: string;
};

/** A group of operations under one tag, each named by its key. */
export function operations<const Group extends Record<string, OperationShape>>(
  tag: string,
  group: Group,
): { readonly [Key in keyof Group]: Operation<Group[Key]> } {
  return Object.fromEntries(
    Object.entries(group).map(([key, shape]) => [key, { ...shape, id: `${tag}.${key}`, tag }]),
  ) as { readonly [Key in keyof Group]: Operation<Group[Key]> };
}

type SchemaOf<Shape, Key extends 'params' | 'query' | 'body'> =
  Shape extends Record<Key, infer Schema extends z.ZodType> ? Schema : never;

/** The path's values, as the caller has them (`{ id: 7 }`). */
export type ParamsOf<O extends OperationShape> = z.input<SchemaOf<O, 'params'>>;
/** A query field whose schema catches whatever it cannot read (a filter from the address bar) takes any text. */
type CaughtText<Schema, Key> =
  Schema extends z.ZodObject<infer Shape>
    ? Key extends keyof Shape
      ? Shape[Key] extends z.ZodCatch<z.ZodType>
        ? string
        : never
      : never
    : never;
/** The query a caller sends: each field as the URL carries it or as the API reads it, any of them left out. */
export type QueryOf<O extends OperationShape> = {
  [Key in keyof z.output<SchemaOf<O, 'query'>>]?:
    | z.output<SchemaOf<O, 'query'>>[Key]
    | (Key extends keyof z.input<SchemaOf<O, 'query'>> ? z.input<SchemaOf<O, 'query'>>[Key] : never)
    | CaughtText<SchemaOf<O, 'query'>, Key>;
};
/** The body a caller sends, as the contract reads it. */
export type BodyOf<O extends OperationShape> = z.input<SchemaOf<O, 'body'>>;
/** What a successful call answers. */
export type AnswerOf<O extends OperationShape> = z.output<
  NonNullable<O['responses'][Extract<keyof O['responses'], SuccessStatus>]>
>;

/** `/businesses/:id` with `{ id: 7 }` is `/businesses/7`; each value is URI-encoded. */
export function pathOf(operation: Pick<OperationShape, 'path'>, params?: Record<string, unknown>): string {
  return operation.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null) throw new Error(`${operation.path} needs :${key}`);
    return encodeURIComponent(String(value));
  });
}

/** What one call of an operation asks: its path's values and its query, each only where it takes them. */
export interface OperationInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
}

/** The input's path values and query, each only when given (anything else the caller holds is left out). */
const given = ({ params, query }: OperationInput): OperationInput => ({
  ...(params === undefined ? {} : { params }),
  ...(query === undefined ? {} : { query }),
});

/**
 * The cache key of one call's answer, from the operation and its input: `['events', 'list', { query: { page: 1 } }]`.
 * The server render's loader and the web's queries both key by it, so the data loaded before a render is the data
 * the page's components read (docs/decisions/029-pages-declared-once.md). A group's keys share its id as a prefix.
 */
export function operationKey(operation: Pick<Operation, 'id'>, input: OperationInput = {}): readonly unknown[] {
  const parts = operation.id.split('.');
  const values = given(input);
  return Object.keys(values).length > 0 ? [...parts, values] : parts;
}

/** The call's path with its query ('/events?page=1&per_page=4'); empty values are left out, as the web sends them. */
export function operationUrl(operation: Pick<OperationShape, 'path'>, input: OperationInput = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return pathOf(operation, input.params) + (query ? `?${query}` : '');
}
