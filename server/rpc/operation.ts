import type { z } from "zod";
import type { ErrorKey } from "#common/errors.ts";
import type { RequestContext } from "./context.ts";

export type Verb = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * anonymous: anyone with a session cookie or none; customer: a logged-in customer;
 * operator: an operator session whose role may use the page editor (owner, editor);
 * staff: one whose role handles orders in the back office (owner, staff); owner: role owner.
 * Without an operator session these answer 401 editorSessionExpired (docs/glossary.md, editor
 * spec §8); an operator session of a role the policy does not name, 403 forbidden.
 */
export type Access = "anonymous" | "customer" | "operator" | "staff" | "owner";

export type Operation<Name extends string = string, Input extends z.ZodType = z.ZodType, Output = unknown> = {
  name: Name;
  /** Verb the SDK uses; POST unless stated. */
  verb: Verb;
  /** Queries change nothing and may also be sent as GET; mutations never accept GET. */
  kind: "query" | "mutation";
  access: Access;
  /**
   * Operations that take files accept bodies up to `bytes` (others: MAX_BODY_BYTES of the
   * transport); a larger body answers 413 with `errorKey`.
   */
  bodyLimit?: { bytes: number; errorKey: ErrorKey };
  input: Input;
  /**
   * The page-cache tags a successful call retires (docs/page-cache.md). An operator's or
   * owner's mutation without it retires every shared page (design, pages, settings and the
   * catalog change what many pages show); other operations retire what their handler names.
   */
  pageTags?: (input: z.output<Input>) => string[];
  handler: (input: z.output<Input>, ctx: RequestContext) => Promise<Output>;
};

export function defineOperation<const Name extends string, Input extends z.ZodType, Output>(
  operation: Omit<Operation<Name, Input, Output>, "verb"> & { verb?: Verb },
): Operation<Name, Input, Output> {
  return { ...operation, verb: operation.verb ?? "POST" };
}

export function acceptsVerb(operation: Operation, method: string): boolean {
  if (method === operation.verb) return true;
  if (operation.kind === "query") return method === "GET" || method === "POST";
  return method === "POST";
}
