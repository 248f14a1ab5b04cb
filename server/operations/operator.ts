import { emptyInput, loginInput } from "#common/schemas/auth.ts";
import { editorModeInput } from "#common/schemas/operator.ts";
import type { EditorFlags, OperatorRole } from "../modules/operator/index.ts";
import {
  authenticateOperator,
  normalizeOperatorEmail,
  endOperatorSession,
  operatorSessionPolicy,
  startOperatorSession,
} from "../modules/operator/index.ts";
import type { RequestContext } from "../rpc/context.ts";
import { defineOperation } from "../rpc/operation.ts";
import { enforceRateLimit } from "../rpc/rate-limit.ts";

/** The editor's state for the page: the flags, and who is logged in while the editor is enabled. */
export type EditorSessionView = EditorFlags & { operator: { name: string; role: OperatorRole } | null };

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Fewer tries than customers get: an operator account can change the live shop. */
const LOGIN_LIMIT_PER_ACCOUNT = 5;
const LOGIN_LIMIT_PER_IP = 20;

function editorSessionView(ctx: RequestContext): EditorSessionView {
  const flags = ctx.operator.flags;
  const identity = ctx.operator.identity;
  return { ...flags, operator: identity ? { name: identity.name, role: identity.role } : null };
}

export const getEditorSession = defineOperation({
  name: "getEditorSession",
  kind: "query",
  access: "anonymous",
  input: emptyInput,
  handler: async (_input, ctx) => editorSessionView(ctx),
});

/**
 * Operator login (docs/operators.md): a new operator session (its own cookie, apart from
 * the shopper's) and the edit cookie in edit mode. Rate-limited per address and account.
 */
export const doOperatorLogin = defineOperation({
  name: "doOperatorLogin",
  kind: "mutation",
  access: "anonymous",
  input: loginInput,
  handler: async (input, ctx) => {
    const accountKey = `operator-login:account:${normalizeOperatorEmail(input.email)}`;
    await enforceRateLimit(ctx, `operator-login:ip:${ctx.ip}`, LOGIN_LIMIT_PER_IP, LOGIN_WINDOW_MS);
    await enforceRateLimit(ctx, accountKey, LOGIN_LIMIT_PER_ACCOUNT, LOGIN_WINDOW_MS);
    const { db, config } = ctx.services;
    const identity = await authenticateOperator(db, input.email, input.password);
    await ctx.services.rateLimiter.reset(accountKey);
    // A login over a running session replaces it: one cookie, one session.
    if (ctx.operator.tokenHash) await endOperatorSession(db, ctx.operator.tokenHash);
    ctx.operator.signIn(identity, await startOperatorSession(db, identity.id, operatorSessionPolicy(config)));
    ctx.log.info("operator logged in", { operatorId: identity.id });
    return editorSessionView(ctx);
  },
});

/** Ends the operator session and clears the edit cookie; the shopper's session is untouched. */
export const doOperatorLogout = defineOperation({
  name: "doOperatorLogout",
  kind: "mutation",
  access: "anonymous",
  input: emptyInput,
  handler: async (_input, ctx) => {
    if (ctx.operator.tokenHash) await endOperatorSession(ctx.services.db, ctx.operator.tokenHash);
    ctx.operator.signOut();
    return editorSessionView(ctx);
  },
});

/** The toolbar's Preview/Edit toggle; the mode is kept in the edit cookie. */
export const setEditorMode = defineOperation({
  name: "setEditorMode",
  kind: "mutation",
  access: "operator",
  input: editorModeInput,
  handler: async (input, ctx) => {
    ctx.operator.setEditMode(input.mode);
    return editorSessionView(ctx);
  },
});
