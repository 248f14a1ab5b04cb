import type { Hono } from "hono";
import { translatorFor } from "#common/i18n/translator.ts";
import { isLocale } from "./locale.ts";
import type { RequestContext } from "../rpc/context.ts";
import { DOCUMENT_PATH, downloadName, findDocument, readDocumentFile } from "../modules/document/index.ts";
import type { AppEnv } from "./request-context.ts";

/**
 * Decides whether the request may see an order: its customer, or a visitor who passed the
 * order's soft login. The order module owns that rule; this route only asks.
 * `accessKey` is the order's access key when the link carried one (?accessKey=).
 */
export type OrderAccessCheck = (
  ctx: RequestContext,
  orderId: number,
  accessKey: string | undefined,
) => Promise<boolean>;

/**
 * GET /documents/{id}: the PDF as a download, only for whom `canAccessOrder` admits. A
 * missing document and a refused one answer the same 404, so ids cannot be probed. Several
 * nodes share the rows but not (yet) their data folders: a file another node wrote is a 404
 * here too, with a warning in the log (docs/mail-and-documents.md).
 * Mount it after the request context (it needs the session).
 */
export function mountDocumentDownload(app: Hono<AppEnv>, options: { canAccessOrder: OrderAccessCheck }): void {
  app.get(`${DOCUMENT_PATH}/:id{[0-9]{1,9}}`, async (c) => {
    const ctx = c.get("ctx");
    c.header("Cache-Control", "private, no-store");
    const row = await findDocument(ctx.services.db, Number(c.req.param("id")));
    const accessKey = c.req.query("accessKey");
    if (!row || !(await options.canAccessOrder(ctx, row.orderId, accessKey))) return c.text("Not Found", 404);
    const pdf = await readDocumentFile(ctx.services.config.DATA_DIR, row).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      // Another node rendered it into its own data folder (no shared storage yet): the
      // shopper gets a 404 instead of an error page, and the operator a line to act on.
      ctx.log.warn("document file not in this node's data folder", { documentId: row.id, orderId: row.orderId });
      return null;
    });
    if (!pdf) return c.text("Not Found", 404);
    const locale = isLocale(row.locale) ? row.locale : ctx.locale;
    const name = downloadName(row, translatorFor(locale)(`documents.types.${row.type}`));
    c.header("Content-Type", "application/pdf");
    c.header("Content-Disposition", `attachment; filename="${name}"`);
    c.header("Content-Length", String(pdf.length));
    return c.body(new Uint8Array(pdf));
  });
}
