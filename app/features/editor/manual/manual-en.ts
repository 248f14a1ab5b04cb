import type { Manual } from "./manual-types.ts";

/** The operator's manual in English (docs/pages.md "Manual"). */
export const manualEn: Manual = {
  intro:
    "The editor changes the live shop in place: you see each page as shoppers do and edit it there. Log in at /en/editor/login; the editor toolbar then appears at the top of every page.",
  sections: [
    {
      id: "toolbar",
      title: "The toolbar",
      paragraphs: [
        "The toolbar runs along the top of the page. Switch between Edit and Preview: Preview closes the side drawer and shows the page exactly as shoppers see it. 'Save changes' is active as soon as something differs from the last saved state.",
        "The page selector searches all pages and opens the one you choose. The language select switches between German and English; it is locked while you edit, because every language has its own page content. The device preview shows the page at mobile (375 px), tablet (768 px) or full width.",
      ],
    },
    {
      id: "blocks",
      title: "Blocks",
      paragraphs: [
        "A page is a list of blocks. Point at a block to see its controls: add a block above or below it, move it up or down, open its settings or delete it. You can also drag blocks into a new order, with the mouse or with the keyboard. On a tablet, tap a block to show or hide its controls.",
        "'Add block' opens the list of blocks grouped by kind. Choosing one inserts a fresh copy where you were and opens its settings on the right.",
      ],
      list: [
        "Image Banner: a carousel of banners with images for four screen sizes, texts, colours and a button.",
        "Rich Text: formatted text with an optional pre-title, title, subtitle and button.",
        "Image: one image for four screen sizes with alternative text and alignment.",
        "Image + Text: several columns of images and texts; set the column widths.",
        "Product Gallery: products of a category you choose, with a title.",
        "Newsletter: the sign-up form with your texts; name field optional or required.",
      ],
    },
    {
      id: "pages",
      title: "Pages",
      paragraphs: [
        "The Pages view lists your content pages and product categories as two trees; open a branch to see its subpages. A dot marks pages with unsaved changes. Each page has a menu with General Settings, SEO Settings and Delete Page.",
        "'Add Page' asks for a name, a type (Content or Item category) and a parent page (None puts it at the top). The new page gets its name in both languages and an address made from the name, for example 'Über uns' becomes /ueber-uns. The Homepage cannot be deleted, and a page with subpages can only be deleted once they are deleted or moved; deleting a page also removes its blocks.",
      ],
    },
    {
      id: "settings",
      title: "Page settings",
      paragraphs: [
        "General Settings: the page ID (fixed), the type, the name and the URL slug, plus 'Display in header navigation' and 'Login Necessary' (only logged-in customers may open the page; everyone else is sent to the login). A slug may use lower-case letters, digits and single dashes. When you change a slug or move a page, the old address keeps working: it forwards permanently to the new one, for the page and all its subpages.",
        "SEO Settings: the title and meta description search engines show, meta keywords (separated by commas), the robots setting, a canonical URL (a full address, or empty for the page's own) and 'Include page in Sitemap.xml'. Robots: ALL and INDEX let search engines index the page and follow its links; NOFOLLOW indexes it without following links; NOINDEX keeps it out of search results; NOINDEX_NOFOLLOW does both.",
        "Settings are saved with 'Save Settings' in the Pages view, all changed pages at once. Each language has its own name, slug and SEO texts: switch the language to edit the other one.",
      ],
    },
    {
      id: "design",
      title: "Design",
      paragraphs: [
        "The Design view (Settings) holds what applies to the whole shop: the font, the primary and secondary colour (the shop derives lighter and darker shades from each) and the spacing between blocks, from s to xl. Shoppers see a change after you save it.",
      ],
    },
    {
      id: "saving",
      title: "Saving",
      paragraphs: [
        "'Save changes' stores the page's blocks and the design; a notice confirms what was saved. If someone else saved the same page since you opened it, your save is refused instead of overwriting their work: reload the page and make your change again.",
        "If your editor session has expired, saving fails with a notice asking you to re-enter the editor. Log in again; changes that were not saved must be made again.",
      ],
    },
    {
      id: "history",
      title: "Undo and history",
      paragraphs: [
        "Undo and redo step through your block edits since the page was opened, also with the keyboard (Ctrl+Z, and Ctrl+Shift+Z or Ctrl+Y; Cmd on a Mac).",
        "Every save keeps a version of the page. The version history lists them by date; restoring one asks for confirmation and makes it the newest version, so nothing is lost.",
      ],
    },
  ],
};
