import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { EDIT_COOKIE, OPERATOR_SESSION_COOKIE } from "#common/constants.ts";
import {
  isEditMode,
  OperatorContext,
  isWellFormedOperatorToken,
  operatorSessionPolicy,
  resolveOperatorSession,
} from "../modules/operator/index.ts";
import type { Services } from "../rpc/context.ts";

/**
 * The operator behind the request's operator cookie. Shoppers send none and cost no query;
 * a cookie that names no valid session (expired, logged out, disabled) is marked lapsed.
 */
export async function operatorFromCookies(c: Context, services: Services): Promise<OperatorContext> {
  const token = getCookie(c, OPERATOR_SESSION_COOKIE);
  const mode = getCookie(c, EDIT_COOKIE);
  const editMode = isEditMode(mode) ? mode : null;
  if (token === undefined) return new OperatorContext(null, editMode);
  const session = isWellFormedOperatorToken(token)
    ? await resolveOperatorSession(services.db, token, operatorSessionPolicy(services.config))
    : null;
  return new OperatorContext(session, editMode, session === null);
}

/** Writes what the handler changed: the session cookie (set or removed) and the edit cookie. */
export function writeOperatorCookies(c: Context, operator: OperatorContext, services: Services, secure: boolean) {
  const options = {
    path: "/",
    httpOnly: true,
    sameSite: "Lax" as const,
    secure,
    maxAge: Math.floor(operatorSessionPolicy(services.config).maxAgeMs / 1000),
  };
  if (operator.issuedToken) setCookie(c, OPERATOR_SESSION_COOKIE, operator.issuedToken, options);
  else if (operator.cookieCleared) deleteCookie(c, OPERATOR_SESSION_COOKIE, { path: "/", secure });
  if (operator.editModeChanged) {
    if (operator.editMode) setCookie(c, EDIT_COOKIE, operator.editMode, options);
    else deleteCookie(c, EDIT_COOKIE, { path: "/", secure });
  }
}
