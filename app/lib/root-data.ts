import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root.tsx";

export type RootData = Awaited<ReturnType<typeof loader>>;

/** Locale, URL prefix, session, categories and CSRF token of the current page. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("root loader data is missing");
  return data;
}
