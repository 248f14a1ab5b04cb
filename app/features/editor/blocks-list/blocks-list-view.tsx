import { useEffect, useState } from "react";
import { insertBlock } from "#common/blocks/block-operations.ts";
import { useNotifications } from "~/components/ui/notifications.tsx";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { useEditorStore } from "../editor-store.ts";
import type { BlocksLists, BlockVariation } from "./blocks-list-schema.ts";
import { loadBlocksLists } from "./blocks-list-source.ts";

type Loaded = { state: "loading" } | { state: "ready"; lists: BlocksLists } | { state: "failed"; message: string };

/**
 * The drawer's blocks list, titled 'Add block' (docs/glossary.md, editor spec §§2, 4, 7 and 8): the groups
 * of /blocks/blocksLists.json, each variation with its image and an add button. Adding
 * inserts a fresh copy of the variation's template (in the page's language) at the store's
 * placeholder, closes the list and opens the new block's settings.
 */
export function BlocksListView() {
  const t = useT();
  const { notify } = useNotifications();
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  useEffect(() => {
    let current = true;
    loadBlocksLists().then(
      (lists) => current && setLoaded({ state: "ready", lists }),
      (error: unknown) => {
        if (!current) return;
        const message = error instanceof Error ? error.message : String(error);
        setLoaded({ state: "failed", message });
        notify({ type: "negative", message });
      },
    );
    return () => {
      current = false;
    };
  }, [notify]);
  const add = useAddVariation();

  if (loaded.state === "loading") return <p className="text-neutral-700">{t("blocksList.loading")}</p>;
  if (loaded.state === "failed") return <p className="text-red-800">{loaded.message}</p>;
  return (
    <div className="flex flex-col gap-6">
      {Object.entries(loaded.lists).map(([key, group]) => (
        <BlocksGroup key={key} groupKey={key} title={group.title} variations={group.variations} onAdd={add} />
      ))}
    </div>
  );
}

function BlocksGroup({
  groupKey,
  title,
  variations,
  onAdd,
}: {
  groupKey: string;
  title: BlockVariation["title"];
  variations: BlockVariation[];
  onAdd: (variation: BlockVariation) => void;
}) {
  const t = useT();
  const { locale } = useRootData();
  const headingId = `blocks-group-${groupKey}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-2 text-base font-semibold">
        {title[locale]}
      </h3>
      <ul className="grid grid-cols-2 gap-3">
        {variations.map((variation) => (
          <li key={variation.image} className="flex flex-col gap-2 rounded-md border border-neutral-300 p-2">
            <img src={variation.image} alt="" width={160} height={90} className="h-auto w-full rounded" />
            <button
              type="button"
              onClick={() => onAdd(variation)}
              className="rounded-md border border-primary-700 px-2 py-1.5 text-sm font-semibold text-primary-800 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-700"
            >
              {t("blocksList.add", { title: variation.title[locale] })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Inserts a variation at the placeholder (docs/glossary.md, editor spec §4); a missing target is logged and told. */
function useAddVariation() {
  const t = useT();
  const store = useEditorStore();
  const { locale } = useRootData();
  const { notify } = useNotifications();
  return (variation: BlockVariation) => {
    const state = store.getState();
    if (!state.document) return;
    const { placeholder } = state;
    const target = placeholder?.uuid ? { uuid: placeholder.uuid, position: placeholder.position } : null;
    const result = insertBlock(state.document.blocks, variation.template[locale], target);
    if (!result.ok) {
      // docs/glossary.md, editor spec §4: "If the target block cannot be found, an error is logged."
      if (result.error === "blockNotFound") console.warn("Add block: the target block was not found", placeholder);
      const key =
        result.error === "blockNotFound" ? "blocksList.targetMissing" : (`blocksList.${result.error}` as const);
      notify({ type: "warning", message: t(key) });
      return;
    }
    state.applyBlocks(result.blocks);
    state.setPlaceholder(null);
    state.closeDrawer();
    state.openBlockSettings(result.uuid);
  };
}
