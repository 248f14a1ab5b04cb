import { useEffect, useRef } from "react";
import { useT } from "~/lib/i18n.tsx";

const CONTROL =
  "inline-flex min-h-8 min-w-8 items-center justify-center gap-1 rounded px-2 text-sm font-semibold text-neutral-900 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-primary-700 disabled:cursor-not-allowed disabled:text-neutral-500";

export type BlockControlActions = {
  edit: () => void;
  move: (direction: "up" | "down") => void;
  remove: () => void;
};

/**
 * The editing controls of one block (docs/glossary.md, editor spec §§2 and 4): Edit, Move up / Move down
 * (disabled at the edges) and Delete, each a real button whose name holds the block's
 * friendly name. A move that reaches an edge disables the pressed button, so focus goes to
 * the other move button instead of being lost.
 */
export function BlockControls({
  name,
  index,
  count,
  actions,
}: {
  name: string;
  index: number;
  count: number;
  actions: BlockControlActions;
}) {
  const t = useT();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const refocus = useRef<"up" | "down" | null>(null);
  useEffect(() => {
    const wanted = refocus.current;
    refocus.current = null;
    if (wanted === "up" && index === 0) down.current?.focus();
    if (wanted === "down" && index === count - 1) up.current?.focus();
  }, [index, count]);
  const move = (direction: "up" | "down") => {
    refocus.current = direction;
    actions.move(direction);
  };
  return (
    <div role="group" aria-label={t("editorCanvas.controls", { name })} className="flex items-center gap-0.5">
      <button type="button" className={CONTROL} aria-label={t("editorCanvas.edit", { name })} onClick={actions.edit}>
        <PencilIcon />
        {t("editorCanvas.editShort")}
      </button>
      <button
        ref={up}
        type="button"
        className={CONTROL}
        aria-label={t("editorCanvas.moveUp", { name })}
        disabled={index === 0}
        onClick={() => move("up")}
      >
        <ArrowIcon direction="up" />
      </button>
      <button
        ref={down}
        type="button"
        className={CONTROL}
        aria-label={t("editorCanvas.moveDown", { name })}
        disabled={index === count - 1}
        onClick={() => move("down")}
      >
        <ArrowIcon direction="down" />
      </button>
      <button
        type="button"
        className={`${CONTROL} text-red-800`}
        aria-label={t("editorCanvas.delete", { name })}
        onClick={actions.remove}
      >
        <TrashIcon />
        {t("editorCanvas.deleteShort")}
      </button>
    </div>
  );
}

const ICON = { width: 16, height: 16, viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: 2 };

function PencilIcon() {
  return (
    <svg {...ICON} aria-hidden="true">
      <path d="M4 20h4L19 9l-4-4L4 16v4z" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg {...ICON} aria-hidden="true">
      <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
    </svg>
  );
}

export function ArrowIcon({ direction }: { direction: "up" | "down" }) {
  return (
    <svg {...ICON} aria-hidden="true">
      <path d={direction === "up" ? "M12 19V5M5 12l7-7 7 7" : "M12 5v14M5 12l7 7 7-7"} />
    </svg>
  );
}

export function PlusIcon() {
  return (
    <svg {...ICON} aria-hidden="true">
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}
