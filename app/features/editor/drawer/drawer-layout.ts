/** The settings drawer's width on wide screens (docs/glossary.md, editor spec §9); narrower ones get the full width. */
export const EDITOR_DRAWER_WIDTH_PX = 430;
