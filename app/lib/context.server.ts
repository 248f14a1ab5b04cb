import type { RouterContextProvider } from "react-router";
import { appContext, type AppLoadContext } from "#server/http/router-context.ts";

export { appContext };
export type { AppLoadContext };

/** The request's context (in-process API caller, locale, CSRF token) for a loader or action. */
export function getAppContext(context: Readonly<RouterContextProvider>): AppLoadContext {
  return context.get(appContext);
}
