import type { Database } from "../db/client.ts";
import { checkDeletable, deleteCategoryRows, invalidateCatalogReads } from "../modules/catalog/index.ts";
import { deletePageBlocks } from "../modules/content/index.ts";

/**
 * deleteCategory (docs/glossary.md, editor spec §7; docs/pages.md "Delete"): a page and what belongs to it
 * across modules, in ONE transaction whose rollback is every step's compensation:
 * 1. lock the page tree; the page exists, is not the Homepage and has no subpages;
 * 2. delete its block documents with their history, in every language (content module);
 * 3. delete its product links (the products stay), its redirects, its texts and the page (catalog).
 * The catalog read cache is dropped afterwards, also after a failure (nothing to lose).
 */
export async function deletePage(db: Database, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await checkDeletable(tx, id);
      await deletePageBlocks(tx, { identifier: String(id), entityType: "category" });
      await deleteCategoryRows(tx, id);
    });
  } finally {
    invalidateCatalogReads(db);
  }
}
