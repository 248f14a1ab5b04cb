import { useState, type PointerEvent } from "react";
import type { Block } from "#common/blocks/block-schema.ts";
import { BlockRenderer, type BlockProducts, type BlockSlots } from "~/features/blocks/block-renderer.tsx";
import { useT } from "~/lib/i18n.tsx";
import { BlockControls, PlusIcon, type BlockControlActions } from "./block-controls.tsx";

/** Tablet widths (sm to lg, 640-1023 px): a tap on a block toggles its controls (docs/glossary.md, editor spec §2). */
const TABLET_QUERY = "(min-width: 640px) and (max-width: 1023.98px)";

/** Hidden from 640 px until hover, focus inside, or (tablets) a tap marks the block active. */
const CONTROLS_VISIBILITY =
  "sm:pointer-events-none sm:opacity-0 sm:group-hover:pointer-events-auto sm:group-hover:opacity-100 sm:group-focus-within:pointer-events-auto sm:group-focus-within:opacity-100 sm:group-data-active:pointer-events-auto sm:group-data-active:opacity-100";

const ADD =
  "absolute left-1/2 z-10 inline-flex -translate-x-1/2 items-center gap-1 rounded-full border border-primary-700 bg-white px-3 py-1 text-sm font-semibold text-primary-800 shadow hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-700";

/**
 * One top-level block on the editable canvas: the storefront's rendering of it with the
 * editing controls around it. Phones always show the controls; tablets toggle them with a
 * tap on the block; wider screens show them on hover; keyboard focus inside shows them
 * everywhere. A block that renders nothing yet (no images, no products) shows a hint.
 */
export function BlockFrame({
  block,
  name,
  index,
  count,
  selected,
  products,
  slots,
  actions,
}: {
  block: Block;
  name: string;
  index: number;
  count: number;
  selected: boolean;
  products: BlockProducts;
  slots: BlockSlots;
  actions: BlockControlActions & { add: (position: "above" | "below") => void };
}) {
  const t = useT();
  const [active, setActive] = useState(false);
  const toggleOnTablet = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest("button, a, input, select, textarea")) return;
    if (window.matchMedia(TABLET_QUERY).matches) setActive((current) => !current);
  };
  return (
    <div
      data-block-frame={block.meta.uuid}
      data-active={active || undefined}
      onPointerUp={toggleOnTablet}
      className={`group relative outline-offset-2 hover:outline-2 hover:outline-primary-500 focus-within:outline-2 focus-within:outline-primary-500 ${selected ? "outline-2 outline-primary-700" : ""}`}
    >
      <button
        type="button"
        className={`${ADD} -top-4 ${CONTROLS_VISIBILITY}`}
        aria-label={t("editorCanvas.addAbove", { name })}
        onClick={() => actions.add("above")}
      >
        <PlusIcon />
      </button>
      <div className="[&>div:empty]:hidden [&:has(>div:empty)>p]:block">
        <BlockRenderer blocks={[block]} products={products} slots={slots} />
        <p className="hidden min-h-24 border-2 border-dashed border-neutral-400 p-6 text-center text-neutral-700">
          {t("editorCanvas.emptyBlock", { name })}
        </p>
      </div>
      <div className={`absolute top-2 right-2 z-10 rounded-md bg-white p-1 shadow-lg ${CONTROLS_VISIBILITY}`}>
        <BlockControls name={name} index={index} count={count} actions={actions} />
      </div>
      <button
        type="button"
        className={`${ADD} -bottom-4 ${CONTROLS_VISIBILITY}`}
        aria-label={t("editorCanvas.addBelow", { name })}
        onClick={() => actions.add("below")}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
