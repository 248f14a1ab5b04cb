/** The toolbar's button looks (dark bar, white text: WCAG AA on neutral-900). */
export const TOOLBAR_BUTTON =
  "rounded-md border border-neutral-500 px-2.5 py-1.5 text-sm font-semibold whitespace-nowrap hover:bg-neutral-700 focus-visible:outline-white disabled:cursor-not-allowed disabled:border-neutral-700 disabled:text-neutral-400 disabled:hover:bg-transparent";

/** A square button showing a symbol; its name is visually hidden text. */
export const ICON_BUTTON =
  "flex size-8 items-center justify-center rounded-md border border-neutral-500 text-lg leading-none hover:bg-neutral-700 focus-visible:outline-white disabled:cursor-not-allowed disabled:border-neutral-700 disabled:text-neutral-400 disabled:hover:bg-transparent";

/**
 * Below 1800 px the button shows its icon only (its title shows the text on hover); the text
 * stays its name. The toolbar holds a dozen controls in one 52 px row, also at 1024 px; with
 * every label (the device preview's and the language's too) the German row needs about 1750 px.
 */
export const LABEL_WHEN_WIDE = "sr-only min-[1800px]:not-sr-only";

/**
 * The page selector's search field (400 px, docs/glossary.md, editor spec §9) takes at most 18 % of the
 * width inside the toolbar, so the row fits at 1024 and 1280 px; its list is as wide as the field.
 */
export const PAGE_SELECTOR_SLOT = "min-w-0 [&_input]:max-w-[18vw]";
