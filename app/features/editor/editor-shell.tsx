import "./editor-messages.ts";
import { Form, useLocation, useNavigation } from "react-router";
import { Toolbar } from "react-aria-components";
import { EDITOR_TOOLBAR_HEIGHT_PX } from "#common/constants.ts";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useT } from "~/lib/i18n.tsx";
import { splitLocalePrefix, withPrefix } from "~/lib/locale-path.ts";
import type { RootData } from "~/lib/root-data.ts";
import { DeviceFrameBridge } from "./device-preview/frame-bridge.tsx";
import { DevicePreviewStage } from "./device-preview/preview-stage.tsx";
import { EditorDrawer } from "./drawer/editor-drawer.tsx";
import { VersionHistory } from "./history/version-history.tsx";
import { PageSelector } from "./pages/page-selector.tsx";
import { LeaveGuard } from "./save/leave-guard.tsx";
import { SaveButton } from "./save/save-button.tsx";
import { DevicePreviewToggle } from "./toolbar/device-preview-toggle.tsx";
import { DrawerButtons } from "./toolbar/drawer-buttons.tsx";
import { EditorLanguageSelect } from "./toolbar/editor-language-select.tsx";
import { ModeToggle } from "./toolbar/mode-toggle.tsx";
import { LogoutIcon } from "./toolbar/toolbar-icons.tsx";
import { LABEL_WHEN_WIDE, PAGE_SELECTOR_SLOT, TOOLBAR_BUTTON } from "./toolbar/toolbar-styles.ts";
import { UndoRedoButtons } from "./toolbar/undo-redo-buttons.tsx";

type EditorFlags = RootData["editor"];

/**
 * The editor's top toolbar (docs/glossary.md, editor spec §2, 52 px). Loaded lazily by the root, and only
 * for an operator with the edit cookie, so shoppers never download it (docs/operators.md).
 * A react-aria Toolbar: Tab reaches it once, arrow keys move between its controls. The mode
 * toggle and Log out are real forms and work before hydration; the editing controls (Design,
 * Pages, Undo, Redo) show only while editing. Saving, undo and history: docs/editor-toolbar.md.
 * Below it the device preview's stage; inside that preview's iframe, only the frame's bridge.
 */
export default function EditorShell({ editor }: { editor: EditorFlags }) {
  if (editor.frame) return <DeviceFrameBridge />;
  return (
    <>
      <EditorToolbar editor={editor} />
      <DevicePreviewStage />
    </>
  );
}

function EditorToolbar({ editor }: { editor: EditorFlags }) {
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
        className="flex items-center gap-1 px-2 xl:gap-2 xl:px-3"
        style={{ height: EDITOR_TOOLBAR_HEIGHT_PX }}
      >
        <p className="mr-auto hidden min-w-0 truncate text-sm xl:block">
          {editor.operator ? t("editorToolbar.signedInAs", { name: editor.operator.name }) : null}
        </p>
        <ModeToggle editing={editor.editing} returnTo={here} disabled={busy} />
        <div className={PAGE_SELECTOR_SLOT}>
          <PageSelector />
        </div>
        <EditorLanguageSelect />
        <DevicePreviewToggle />
        {editor.editing && <DrawerButtons />}
        {editor.editing && <UndoRedoButtons />}
        <SaveButton />
        <VersionHistory />
        {editor.operator?.role === "owner" && (
          <a href={withPrefix(splitLocalePrefix(location.pathname).prefix, "/admin")} className={TOOLBAR_BUTTON}>
            {t("editorToolbar.backOffice")}
          </a>
        )}
        <Form method="post" action="/editor/logout" className="ml-auto xl:ml-0">
          <CsrfField />
          <input type="hidden" name="redirect" value={here} />
          <button
            type="submit"
            className={`${TOOLBAR_BUTTON} flex items-center gap-1.5`}
            title={t("editorToolbar.logout")}
          >
            <LogoutIcon />
            <span className={LABEL_WHEN_WIDE}>{t("editorToolbar.logout")}</span>
          </button>
        </Form>
      </Toolbar>
      <EditorDrawer />
      <LeaveGuard />
    </section>
  );
}
