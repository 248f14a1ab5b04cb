import { editorCanvas } from "./en/editor-canvas.ts";
import { editorForms } from "./en/editor-forms.ts";
import { editorMedia } from "./en/editor-media.ts";
import { editorToolbarTexts } from "./en/editor-toolbar.ts";
import { editorDesign } from "./en/editor-design.ts";
import { editorPagesUi } from "./en/editor-pages-ui.ts";

/**
 * English texts of the editor. They travel with the editor chunk, never to shoppers: the
 * editor registers them at load (editor-catalogue.ts, ADR 016). German: editor-de.ts.
 */
export const editorEn = {
  ...editorCanvas,
  ...editorForms,
  ...editorMedia,
  ...editorToolbarTexts,
  ...editorDesign,
  ...editorPagesUi,
} as const;
