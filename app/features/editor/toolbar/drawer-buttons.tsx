import type { ReactNode } from "react";
import { useT } from "~/lib/i18n.tsx";
import { useEditor, type DrawerView } from "../editor-store.ts";
import { DesignIcon, PagesIcon } from "./toolbar-icons.tsx";
import { LABEL_WHEN_WIDE, TOOLBAR_BUTTON } from "./toolbar-styles.ts";

/** 'Design' and 'Pages' open the drawer's views (docs/glossary.md, editor spec §2); expanded while theirs is open. */
export function DrawerButtons() {
  return (
    <>
      <DrawerButton view="design" label="editorToolbar.design" icon={<DesignIcon />} />
      <DrawerButton view="pages" label="editorToolbar.pages" icon={<PagesIcon />} />
    </>
  );
}

function DrawerButton({
  view,
  label,
  icon,
}: {
  view: DrawerView;
  label: "editorToolbar.design" | "editorToolbar.pages";
  icon: ReactNode;
}) {
  const t = useT();
  const open = useEditor((state) => state.drawer === view);
  const openDrawer = useEditor((state) => state.openDrawer);
  return (
    <button
      type="button"
      className={`${TOOLBAR_BUTTON} flex items-center gap-1.5`}
      title={t(label)}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => openDrawer(view)}
    >
      {icon}
      <span className={LABEL_WHEN_WIDE}>{t(label)}</span>
    </button>
  );
}
