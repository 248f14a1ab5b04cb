import { Form } from "react-router";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useT } from "~/lib/i18n.tsx";
import { useEditor } from "../editor-store.ts";
import { EditIcon, PreviewIcon } from "./toolbar-icons.tsx";
import { LABEL_WHEN_WIDE } from "./toolbar-styles.ts";

/**
 * Edit or Preview (docs/glossary.md, editor spec §2): the pressed button is the current mode. A real form
 * (works before hydration); entering preview also closes the drawer and leaves editing.
 */
export function ModeToggle({ editing, returnTo, disabled }: { editing: boolean; returnTo: string; disabled: boolean }) {
  const t = useT();
  const closeDrawer = useEditor((state) => state.closeDrawer);
  const modeButton = (mode: "edit" | "preview", pressed: boolean) => (
    <button
      type="submit"
      name="mode"
      value={mode}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={mode === "preview" ? closeDrawer : undefined}
      title={t(mode === "edit" ? "editorToolbar.edit" : "editorToolbar.preview")}
      className={`flex items-center gap-1.5 px-2 py-1.5 text-sm font-semibold whitespace-nowrap ${pressed ? "bg-white text-neutral-900" : "hover:bg-neutral-700"}`}
    >
      {mode === "edit" ? <EditIcon /> : <PreviewIcon />}
      <span className={LABEL_WHEN_WIDE}>{t(mode === "edit" ? "editorToolbar.edit" : "editorToolbar.preview")}</span>
    </button>
  );
  return (
    <Form method="post" action="/editor/mode" preventScrollReset>
      <CsrfField />
      <input type="hidden" name="redirect" value={returnTo} />
      <div
        role="group"
        aria-label={t("editorToolbar.mode")}
        className="flex overflow-hidden rounded-md border border-neutral-500"
      >
        {modeButton("edit", editing)}
        {modeButton("preview", !editing)}
      </div>
    </Form>
  );
}
