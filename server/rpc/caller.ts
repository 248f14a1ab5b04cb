import { SHOP_TAG } from "#common/page-cache-tags.ts";
import type { Locale } from "#common/constants.ts";
import { fieldErrorMessage } from "#common/i18n/error-message.ts";
// The server formats in both languages: this adds their catalogues (common/i18n/catalogues.ts).
import "#common/i18n/translator.ts";
import type { RequestContext } from "./context.ts";
import { AppError, fieldKeys } from "../errors.ts";
import type { z } from "zod";
import type { Access, Operation } from "./operation.ts";
import { EDITOR_ROLES, STAFF_ROLES, type OperatorRole } from "#common/schemas/operator.ts";

/** The operations a shop serves, by name (the registry in server/operations is the shop's). */
export type OperationMap = Readonly<Record<string, Operation>>;

export function findOperation(operations: OperationMap, name: string): Operation | undefined {
  return Object.hasOwn(operations, name) ? operations[name] : undefined;
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
  const output = await operation.handler(parsed.data, ctx);
  const tags = operation.pageTags?.(parsed.data) ?? (changesSharedPages(operation) ? [SHOP_TAG] : []);
  if (tags.length > 0) await ctx.services.pageCache.invalidate(tags);
  return output;
}

/**
 * An editor's or owner's write: the editor changes what shared pages show. The back office's
 * (staff) writes name the pages they change in `pageTags` (an order's stock, say), if any.
 */
function changesSharedPages(operation: Operation): boolean {
  return operation.kind === "mutation" && (operation.access === "operator" || operation.access === "owner");
}

/** The operator roles each operator policy admits (docs/operators.md "Roles"). */
const ROLES_OF: Partial<Record<Access, readonly OperatorRole[]>> = {
  operator: EDITOR_ROLES,
  staff: STAFF_ROLES,
  owner: ["owner"],
};

function checkAccess(access: Access, ctx: RequestContext): void {
  if (access === "customer" && ctx.session.state !== "authorized") {
    throw new AppError("unauthorized", "unauthorized");
  }
  const roles = ROLES_OF[access];
  if (roles) {
    const operator = ctx.operator.identity;
    if (!operator) throw new AppError("unauthorized", "editorSessionExpired");
    if (!roles.includes(operator.role)) throw new AppError("not_allowed", "forbidden");
  }
}

type InputOf<O extends Operation> = z.input<O["input"]>;
type OutputOf<O extends Operation> = Awaited<ReturnType<O["handler"]>>;

/**
 * The in-process caller for loaders and actions: one method per operation, named as the
 * operation (`rpc.getFacet(input)`), so a reader and go-to-definition follow a page to its
 * operation. Same access checks and input validation as the HTTP transport, no HTTP.
 */
export type Caller<Ops extends OperationMap = OperationMap> = {
  readonly [N in keyof Ops]: (
    ...input: InputOf<Ops[N]> extends Record<string, never> ? [InputOf<Ops[N]>?] : [InputOf<Ops[N]>]
  ) => Promise<OutputOf<Ops[N]>>;
} & {
  /** The request the calls serve (its session and the events answered next to the data). */
  readonly context: RequestContext;
};

export function createCaller<Ops extends OperationMap>(operations: Ops, ctx: RequestContext): Caller<Ops> {
  const caller: Record<string, unknown> = { context: ctx };
  for (const [name, operation] of Object.entries(operations)) {
    caller[name] = (input?: unknown) => invokeOperation(operation, input, ctx);
  }
  return caller as Caller<Ops>;
}

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
