import type { EditorMessages } from "./en.ts";
import { editorCanvas } from "./de/editor-canvas.ts";
import { editorForms } from "./de/editor-forms.ts";
import { editorMedia } from "./de/editor-media.ts";
import { editorToolbarTexts } from "./de/editor-toolbar.ts";
import { editorDesign } from "./de/editor-design.ts";
import { editorPagesUi } from "./de/editor-pages-ui.ts";

/** Deutsche Texte des Editors (editor-en.ts, ADR 016). */
export const editorDe: EditorMessages = {
  ...editorCanvas,
  ...editorForms,
  ...editorMedia,
  ...editorToolbarTexts,
  ...editorDesign,
  ...editorPagesUi,
};
