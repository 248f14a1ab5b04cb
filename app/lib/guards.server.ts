import type { RouterContextProvider } from "react-router";
import { getAppContext } from "./context.server.ts";
import { safeRedirectPath, splitLocalePrefix, withPrefix } from "./locale-path.ts";
import { pageUrl } from "./page-url.ts";

/** Logged-in customers are sent away from login pages: to ?redirect, else the account. */
export async function guestGuard(context: Readonly<RouterContextProvider>, request: Request): Promise<string | null> {
  const session = await getAppContext(context).rpc.getSession();
  if (session.state !== "authorized") return null;
  const url = pageUrl(request);
  const { prefix } = splitLocalePrefix(url.pathname);
  return safeRedirectPath(url.searchParams.get("redirect"), withPrefix(prefix, "/my-account"));
}

/** Anonymous visitors and guests go to /login?redirect=<the page they wanted>. */
export async function authGuard(context: Readonly<RouterContextProvider>, request: Request): Promise<string | null> {
  const session = await getAppContext(context).rpc.getSession();
  if (session.state === "authorized") return null;
  const url = pageUrl(request);
  const { prefix } = splitLocalePrefix(url.pathname);
  return `${withPrefix(prefix, "/login")}?redirect=${encodeURIComponent(url.pathname + url.search)}`;
}
