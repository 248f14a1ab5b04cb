import { createContext, type RouterContext } from "react-router";
import type { Locale } from "#common/constants.ts";
import type { Caller } from "../rpc/caller.ts";

/** What a React Router loader or action gets from the HTTP layer. */
export type AppLoadContext = {
  rpc: Caller;
  locale: Locale;
  csrfToken: string;
  nonce: string;
  requestId: string;
};

declare global {
  var __shopAppContext: RouterContext<AppLoadContext> | undefined;
}

/**
 * The context key must be one object for the server process and the SSR bundle, which
 * carries its own copy of this module; keeping it on globalThis makes both share it.
 */
export const appContext: RouterContext<AppLoadContext> = (globalThis.__shopAppContext ??=
  createContext<AppLoadContext>());
