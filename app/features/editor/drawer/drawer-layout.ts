/** The settings drawer's width on wide screens (editor.md section 9); narrower screens get their full width. */
export const EDITOR_DRAWER_WIDTH_PX = 430;
