import { useCallback, useEffect, useState } from "react";
import { useApi } from "~/lib/api.tsx";
import { useRootData } from "~/lib/root-data.ts";
import type { PageNode } from "./page-tree-model.ts";

export type PageTreeState = { status: "loading" | "ready" | "failed"; tree: PageNode[] | null };

/**
 * The page tree of the request's locale (getCategoryTree: every page for an operator). It is
 * per locale, so a change of locale loads it again (docs/glossary.md, editor spec §4); `reload` after an
 * add, delete or save. While a load runs the previous tree stays on screen. A failed load has
 * already shown the API client's negative notice; the caller offers a retry.
 */
export function usePageTree(): { state: PageTreeState; reload: () => void } {
  const api = useApi();
  const { locale } = useRootData();
  const [generation, setGeneration] = useState(0);
  const request = `${locale}:${generation}`;
  const [answer, setAnswer] = useState<{ request: string; failed: boolean; tree: PageNode[] | null }>({
    request: "",
    failed: false,
    tree: null,
  });

  useEffect(() => {
    let current = true;
    api.call("getCategoryTree", undefined, { verb: "GET", cacheBuster: true }).then(
      (tree) => current && setAnswer({ request, failed: false, tree }),
      () => current && setAnswer((previous) => ({ request, failed: true, tree: previous.tree })),
    );
    return () => {
      current = false;
    };
  }, [api, request]);

  const reload = useCallback(() => setGeneration((count) => count + 1), []);
  const status = answer.request !== request ? "loading" : answer.failed ? "failed" : "ready";
  return { state: { status, tree: answer.tree }, reload };
}
