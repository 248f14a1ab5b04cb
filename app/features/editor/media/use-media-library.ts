import { useCallback, useEffect, useState } from "react";
import { MEDIA_PAGE_SIZE_DEFAULT, type MediaEntry, type MediaSource } from "#common/schemas/media-library.ts";
import { useApi } from "~/lib/api.tsx";

export type MediaLibraryState = {
  entries: MediaEntry[];
  status: "loading" | "ready" | "failed";
  hasMore: boolean;
};

/**
 * One source of the media library, page by page (getMediaLibrary). `loadMore` appends the
 * next page; `add` puts a fresh upload in front without reloading; `remove` takes a deleted one out. A failed call has shown
 * the app's negative notification already (ApiProvider); the state says so beside the grid.
 */
export function useMediaLibrary(source: MediaSource) {
  const api = useApi();
  const [state, setState] = useState<MediaLibraryState>({ entries: [], status: "loading", hasMore: false });
  const [page, setPage] = useState(1);
  // Bumped to load the first page again (after a deletion the later pages have shifted).
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    api
      .call("getMediaLibrary", { source, page, size: MEDIA_PAGE_SIZE_DEFAULT })
      .then((answer) => {
        if (!current) return;
        setState((previous) => ({
          // An upload added in front shifts the pages by one: an entry already shown is not repeated.
          entries:
            page === 1
              ? answer.entries
              : [
                  ...previous.entries,
                  ...answer.entries.filter(
                    (entry) => !previous.entries.some((known) => known.reference === entry.reference),
                  ),
                ],
          status: "ready",
          hasMore: answer.hasMore,
        }));
      })
      .catch(() => {
        if (current) setState((previous) => ({ ...previous, status: "failed" }));
      });
    // An answer for a page or source the picker has left since is dropped.
    return () => {
      current = false;
    };
  }, [api, source, page, generation]);

  const loadMore = useCallback(() => {
    setState((previous) => ({ ...previous, status: "loading" }));
    setPage((previous) => previous + 1);
  }, []);
  const add = useCallback(
    (entry: MediaEntry) =>
      setState((previous) => ({
        ...previous,
        entries: [entry, ...previous.entries.filter((known) => known.reference !== entry.reference)],
      })),
    [],
  );
  // A deleted entry leaves the list; with more pages behind it, the first page is loaded again,
  // so "Show more" does not skip the entry that moved up by one.
  const { hasMore } = state;
  const remove = useCallback(
    (entry: MediaEntry) => {
      setState((previous) => ({
        ...previous,
        entries: previous.entries.filter((known) => known.reference !== entry.reference),
      }));
      if (hasMore) {
        setPage(1);
        setGeneration((previous) => previous + 1);
      }
    },
    [hasMore],
  );
  return { ...state, loadMore, add, remove };
}
