import { mediaPreviewUrl, type MediaEntry } from "#common/schemas/media-library.ts";
import { useT } from "~/lib/i18n.tsx";
import type { MediaLibraryState } from "./use-media-library.ts";

/**
 * The images of one library source as a grid of real buttons, each named by its file name
 * and size; pressing one picks it. The image inside is decorative (the button has the name).
 * With `onDelete` (the uploads) each image also has a 'Delete' button named with its file.
 */
export function MediaGrid({
  library,
  value,
  onPick,
  onLoadMore,
  onDelete,
}: {
  library: MediaLibraryState;
  value: string;
  onPick: (entry: MediaEntry) => void;
  onLoadMore: () => void;
  onDelete?: (entry: MediaEntry) => void;
}) {
  const t = useT();
  const { entries, status, hasMore } = library;
  return (
    <div className="space-y-3">
      {entries.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
          {entries.map((entry) => {
            const chosen = entry.reference === value;
            return (
              <li key={entry.reference} className="flex flex-col gap-1">
                <button
                  type="button"
                  onClick={() => onPick(entry)}
                  className={`flex w-full flex-col gap-1 rounded-md border p-1 text-left text-xs hover:border-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 ${chosen ? "border-primary-700 ring-2 ring-primary-700" : "border-neutral-300"}`}
                >
                  <img
                    src={mediaPreviewUrl(entry.reference) ?? undefined}
                    alt=""
                    width={entry.width}
                    height={entry.height}
                    loading="lazy"
                    className="aspect-square w-full rounded bg-neutral-100 object-contain"
                  />
                  <span className="truncate text-neutral-900">
                    {t("editorMedia.pick", { fileName: entry.originalName, width: entry.width, height: entry.height })}
                  </span>
                  {chosen && <span className="font-semibold text-primary-800">{t("editorMedia.current")}</span>}
                </button>
                {onDelete && (
                  <button
                    type="button"
                    aria-label={t("editorMedia.deleteLabel", { fileName: entry.originalName })}
                    onClick={() => onDelete(entry)}
                    className="self-start rounded-md px-2 py-1 text-xs font-semibold text-red-700 underline hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700"
                  >
                    {t("editorMedia.delete")}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p role="status" className="text-sm text-neutral-700">
        {status === "loading"
          ? t("editorMedia.loading")
          : status === "ready" && entries.length === 0
            ? t("editorMedia.empty")
            : ""}
      </p>
      {status === "failed" && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t("editorMedia.loadFailed")}
        </p>
      )}
      {hasMore && status !== "loading" && (
        <button
          type="button"
          onClick={onLoadMore}
          className="rounded-md border border-primary-700 px-3 py-1.5 text-sm font-semibold text-primary-800 hover:bg-primary-50"
        >
          {t("editorMedia.more")}
        </button>
      )}
    </div>
  );
}
