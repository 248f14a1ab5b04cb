import { blockSchema } from "#common/blocks/block-schema.ts";

/**
 * Field errors of one block, from the same zod schema the server validates a save with:
 * the dotted path of a field ("content.button.link") to its message key
 * ("validation.linkInvalid", or "validation.maxLength?max=200" with values). The first
 * problem of a field wins. A form shows them beside its fields and still reports the change.
 */
export type FieldErrors = Readonly<Record<string, string>>;

export const NO_ERRORS: FieldErrors = Object.freeze({});

export function blockErrors(block: unknown): FieldErrors {
  const result = blockSchema.safeParse(block);
  if (result.success) return NO_ERRORS;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join(".");
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The errors below `prefix` ("content.2"), with paths relative to it: a nested block's own errors. */
export function errorsUnder(errors: FieldErrors, prefix: string): FieldErrors {
  const start = `${prefix}.`;
  const nested: Record<string, string> = {};
  for (const [path, key] of Object.entries(errors)) {
    if (path.startsWith(start)) nested[path.slice(start.length)] = key;
  }
  return Object.keys(nested).length === 0 ? NO_ERRORS : nested;
}
