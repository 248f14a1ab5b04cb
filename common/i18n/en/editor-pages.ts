/** English texts of the editor's page management (docs/pages.md) and its manual. */
export const editorPages = {
  editorPages: {
    /** The success notice of add page (docs/glossary.md, editor spec §4). */
    added: "Added page {name} (category ID: {id})",
    /** The notices of setCategorySettings (docs/glossary.md, editor spec §8). */
    saved: "Page settings saved.",
    saveFailed: "Error saving categories.",
    /** The notices of delete page: name, id and, on failure, the server's message. */
    deleted: "Deleted page {name} (category ID: {id})",
    deleteFailed: "The page {name} (category ID: {id}) could not be deleted: {message}",
  },
  editorManual: {
    title: "Editor manual",
    description: "How to edit the shop's pages: toolbar, blocks, pages, settings, design, saving and history.",
    contents: "Contents",
    backToShop: "Back to the shop",
  },
} as const;

/** Error keys of page management (common/errors.ts), spread into errors. */
export const editorPagesErrorTexts = {
  pageNotFound: "This page does not exist (any more).",
  pageSlugTaken: "Another page on the same level already uses this URL slug. Choose a different one.",
  pageParentInvalid: "A page cannot be moved below itself or one of its subpages.",
  homepageFixed: "The Homepage keeps its empty URL slug, its type and its place at the top.",
  pageTypeHasProducts: "This product category still has products, so it cannot become a content page.",
  homepageNotDeletable: "The Homepage cannot be deleted.",
  pageHasSubpages: "This page has subpages. Delete or move them first.",
} as const;

/** Field messages of the page settings, spread into validation. */
export const editorPagesValidationTexts = {
  pageNameRequired: "Enter a page name",
  pageSlug: "Use lower-case letters, digits and single dashes only, for example summer-sale.",
  pageSlugTaken: "Another page on the same level already uses this URL slug.",
  pageSlugReserved: "This URL slug belongs to one of the shop's own pages. Choose a different one.",
  canonicalUrl: "Enter a full address starting with https:// or http://, or leave the field empty.",
} as const;
