import { useId } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { Toolbar } from "react-aria-components";
import { EDITOR_TOOLBAR_HEIGHT_PX } from "#common/constants.ts";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useT } from "~/lib/i18n.tsx";
import type { RootData } from "~/lib/root-data.ts";

type EditorState = RootData["editor"];

/**
 * The editor's top toolbar (editor.md section 2). Loaded lazily by the root, and only for
 * an operator with the edit cookie, so shoppers never download it (docs/operators.md).
 * Every control is a real button in a real form: it works before hydration and without
 * JavaScript; the toolbar adds arrow-key movement between them.
 */
export default function EditorShell({ editor }: { editor: EditorState }) {
  const t = useT();
  const location = useLocation();
  const here = location.pathname + location.search;
  const busy = useNavigation().state !== "idle";
  return (
    <section
      aria-label={t("editorToolbar.region")}
      data-editor-shell=""
      className="sticky top-0 z-40 border-b border-neutral-700 bg-neutral-900 text-white"
    >
      <Toolbar
        aria-label={t("editorToolbar.toolbar")}
        className="mx-auto flex max-w-7xl items-center gap-3 px-4"
        style={{ height: EDITOR_TOOLBAR_HEIGHT_PX }}
      >
        <p className="mr-auto truncate text-sm">
          {editor.operator ? t("editorToolbar.signedInAs", { name: editor.operator.name }) : null}
        </p>
        <ModeToggle editing={editor.editing} returnTo={here} disabled={busy} />
        <SaveButton />
        <Form method="post" action="/editor/logout">
          <CsrfField />
          <input type="hidden" name="redirect" value={here} />
          <button type="submit" className={BUTTON}>
            {t("editorToolbar.logout")}
          </button>
        </Form>
      </Toolbar>
    </section>
  );
}

const BUTTON =
  "rounded-md border border-neutral-500 px-3 py-1.5 text-sm font-semibold hover:bg-neutral-700 focus-visible:outline-white";

/** Edit or Preview: the pressed button is the current mode; preview leaves editing. */
function ModeToggle({ editing, returnTo, disabled }: { editing: boolean; returnTo: string; disabled: boolean }) {
  const t = useT();
  const modeButton = (mode: "edit" | "preview", pressed: boolean) => (
    <button
      type="submit"
      name="mode"
      value={mode}
      aria-pressed={pressed}
      disabled={disabled}
      className={`px-3 py-1.5 text-sm font-semibold ${pressed ? "bg-white text-neutral-900" : "hover:bg-neutral-700"}`}
    >
      {t(mode === "edit" ? "editorToolbar.edit" : "editorToolbar.preview")}
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

/**
 * Saving arrives with the blocks (issue 5, section 3); until there is something to save the
 * button says so. aria-disabled (not disabled) keeps it focusable, so keyboard and screen
 * reader users reach it and hear why.
 */
function SaveButton() {
  const t = useT();
  const hintId = useId();
  return (
    <>
      <button
        type="button"
        aria-disabled="true"
        aria-describedby={hintId}
        title={t("editorToolbar.nothingToSave")}
        className="cursor-not-allowed rounded-md bg-neutral-600 px-3 py-1.5 text-sm font-semibold text-neutral-200"
      >
        {t("editorToolbar.save")}
      </button>
      <span id={hintId} className="sr-only">
        {t("editorToolbar.nothingToSave")}
      </span>
    </>
  );
}
