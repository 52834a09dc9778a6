import { z } from 'zod';
export * from './messages.ts';

export const errorResponse = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponse>;

export const validationErrorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorResponse = z.infer<typeof validationErrorResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** Turns zod issues into the `{ field: [messages] }` map of a 422 answer (each message once per field). */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (!errors[field]?.includes(issue.message)) (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
