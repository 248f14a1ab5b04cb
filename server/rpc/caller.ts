import type { Locale } from "#common/constants.ts";
import { fieldErrorMessage } from "#common/i18n/error-message.ts";
import type { RequestContext } from "./context.ts";
import { AppError } from "./errors.ts";
import { fieldKeys } from "./field-keys.ts";
import type { Access, Operation } from "./operation.ts";
import { operations, type OperationInput, type OperationName, type OperationOutput } from "../operations/registry.ts";

export function findOperation(name: string): Operation | undefined {
  return Object.hasOwn(operations, name) ? (operations as Record<string, Operation>)[name] : undefined;
}

/**
 * Runs one operation: access policy, then input validation, then the handler. The HTTP
 * transport and server-side loaders both come through here, so both get the same checks.
 */
export async function invokeOperation(operation: Operation, rawInput: unknown, ctx: RequestContext): Promise<unknown> {
  checkAccess(operation.access, ctx);
  const badField = pathOfUnstorableText(rawInput, []);
  if (badField !== null) {
    throw new AppError("invalid_data", "invalidData", { fields: { [badField || "_"]: "validation.invalid" } });
  }
  const parsed = operation.input.safeParse(rawInput ?? {});
  if (!parsed.success) {
    throw new AppError("invalid_data", "invalidData", { fields: fieldKeys(parsed.error) });
  }
  return operation.handler(parsed.data, ctx);
}

function checkAccess(access: Access, ctx: RequestContext): void {
  if (access === "customer" && ctx.session.state !== "authorized") {
    throw new AppError("unauthorized", "unauthorized");
  }
  if (access === "operator" || access === "owner") {
    const operator = ctx.operator.identity;
    if (!operator) throw new AppError("unauthorized", "editorSessionExpired");
    if (access === "owner" && operator.role !== "owner") throw new AppError("not_allowed", "forbidden");
  }
}

/** Typed in-process caller for loaders and actions: same validation and access checks, no HTTP. */
export function createCaller(ctx: RequestContext) {
  return {
    call<N extends OperationName>(
      name: N,
      ...input: OperationInput<N> extends Record<string, never> ? [OperationInput<N>?] : [OperationInput<N>]
    ) {
      const operation = findOperation(name);
      if (!operation) throw new AppError("not_found", "operationNotFound");
      return invokeOperation(operation, input[0], ctx) as Promise<OperationOutput<N>>;
    },
    context: ctx,
  };
}
export type Caller = ReturnType<typeof createCaller>;

/**
 * Text no shop data can be: the NUL character (PostgreSQL text cannot hold it) and lone
 * UTF-16 surrogates (JSON lets a client send "\\ud800"; no valid text contains one, and
 * encodeURIComponent, UTF-8 encoders and the database refuse it). Either would fail deep in
 * a handler with a 500, so every payload is checked once here, before any schema.
 */
function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && text.isWellFormed();
}

function pathOfUnstorableText(value: unknown, path: string[], depth = 0): string | null {
  if (typeof value === "string") return isStorableText(value) ? null : path.join(".");
  if (depth > 20 || typeof value !== "object" || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    if (!isStorableText(key)) return [...path, "_"].join(".");
    const found = pathOfUnstorableText(child, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export function translateFieldKeys(fields: Record<string, string>, locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, fieldErrorMessage(locale, key)]));
}
