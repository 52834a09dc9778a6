import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { apiMessages } from '@akwaaba/contracts';
import { AppError, validationError } from './errors.ts';
import { withTraits } from './route-traits.ts';

/** A file field a route takes: its largest file and what to answer when the file breaks a rule. */
export interface FileRule {
  maxBytes: number;
  tooLarge: string;
}

/** What one route's form may hold; anything else is refused before it is buffered. */
export interface MultipartRules {
  /** The file fields the route takes; a file sent in any other field is refused. */
  files: Record<string, FileRule>;
  /** Text fields at most (the form's own fields plus a few). */
  maxFields?: number;
  /** Bytes of one text field at most; a longer one is refused, never cut short and stored. */
  maxFieldBytes?: number;
}

export interface MultipartForm {
  fields: Record<string, string>;
  /** Non-empty files by field (a browser sends an empty part for a file input left blank). */
  files: Record<string, Buffer>;
  /** The names the browser gave those files: untrusted, to be cleaned before they are kept. */
  fileNames: Record<string, string>;
}

const malformed = () => new AppError('multipart.malformed', 400, apiMessages.malformedMultipart);
const tooLarge = () => new AppError('multipart.too_large', 413, apiMessages.formTooLarge);

const LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_REQ_FILE_TOO_LARGE']);

/** The codes @fastify/multipart gives the errors of a body it could not read. */
export const MULTIPART_ERROR_CODES: ReadonlySet<string> = new Set([
  ...LIMIT_CODES,
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_PROTO_VIOLATION',
  'FST_INVALID_JSON_FIELD_ERROR',
]);

/**
 * The answer for an error @fastify/multipart or busboy raised while reading a body: a limit is 413,
 * anything else (no boundary, a body cut short, a broken part header) a malformed body, 400.
 */
export function multipartBodyError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && LIMIT_CODES.has(code)) return tooLarge();
  return malformed();
}

/** Reads a multipart form under the route's own limits, answering 4xx for anything it cannot read. */
export async function readMultipart(request: FastifyRequest, rules: MultipartRules): Promise<MultipartForm> {
  const fileRules = new Map(Object.entries(rules.files));
  const maxFieldBytes = rules.maxFieldBytes ?? 16 * 1024;
  const fields = new Map<string, string>();
  const files = new Map<string, Buffer>();
  const fileNames = new Map<string, string>();
  let reading: string | null = null;
  try {
    const parts = request.parts({
      limits: {
        fileSize: Math.max(0, ...[...fileRules.values()].map((rule) => rule.maxBytes)),
        files: fileRules.size,
        fields: rules.maxFields ?? 40,
        fieldSize: maxFieldBytes,
      },
    });
    for await (const part of parts) {
      reading = part.fieldname;
      if (part.type === 'file') {
        const rule = fileRules.get(part.fieldname);
        if (!rule) throw validationError(part.fieldname, apiMessages.unexpectedFile);
        const buffer = await part.toBuffer();
        if (buffer.length > rule.maxBytes) throw validationError(part.fieldname, rule.tooLarge);
        if (buffer.length > 0) {
          files.set(part.fieldname, buffer);
          fileNames.set(part.fieldname, part.filename);
        }
      } else {
        if (part.valueTruncated) throw validationError(part.fieldname, apiMessages.fieldTooLarge);
        if (typeof part.value === 'string') fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    const rule = reading === null ? undefined : fileRules.get(reading);
    if (code === 'FST_REQ_FILE_TOO_LARGE' && reading !== null && rule) throw validationError(reading, rule.tooLarge);
    throw multipartBodyError(error);
  }
  return {
    fields: Object.fromEntries(fields),
    files: Object.fromEntries(files),
    fileNames: Object.fromEntries(fileNames),
  };
}

const uploads = new WeakMap<FastifyRequest, MultipartForm>();

/**
 * A preValidation hook that reads a multipart form into `request.body`, so the route's zod body
 * schema validates it exactly as it validates JSON (Fastify itself only parses JSON bodies). The
 * files wait for the handler in `uploadedFile`. A JSON request passes through untouched.
 */
export function multipartBody(rules: MultipartRules): preValidationAsyncHookHandler {
  const hook: preValidationAsyncHookHandler = async (request) => {
    if (!request.isMultipart()) return;
    const form = await readMultipart(request, rules);
    request.body = form.fields;
    uploads.set(request, form);
  };
  // The document lists the file fields beside the form's text fields, and the refusals of an unreadable form.
  return withTraits(hook, { files: Object.keys(rules.files), refuses: [400, 413, 422] });
}

/** The file a multipart request sent in `field`, or null (always null for JSON). */
export function uploadedFile(request: FastifyRequest, field: string): Buffer | null {
  return uploads.get(request)?.files[field] ?? null;
}

/** The name the browser gave the file in `field` (untrusted), or null when no file came. */
export function uploadedFileName(request: FastifyRequest, field: string): string | null {
  return uploads.get(request)?.fileNames[field] ?? null;
}
