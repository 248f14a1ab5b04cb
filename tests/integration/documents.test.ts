import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { createApp } from "#server/http/app.ts";
import type { OrderAccessCheck } from "#server/http/document-download.ts";
import { invoiceSequences } from "#server/modules/document/document.table.ts";
import { createOrderDocuments, documentsDir, listOrderDocuments } from "#server/modules/document/documents.ts";
import { shopYear } from "#server/modules/document/invoice-number.ts";
import { sampleOrderMail } from "#server/modules/mail/mail-samples.ts";
import { insertBareOrders } from "./bare-order.ts";
import { describeDatabases } from "./harness.ts";

const order = (orderId: number, locale: "de" | "en" = "de") =>
  sampleOrderMail({ orderId, number: String(100000 + orderId) }, locale);

async function pdfFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((entry) => entry.endsWith(".pdf")).sort();
}

describeDatabases("order documents", (shop) => {
  it("creates the order confirmation and the invoice once, with files under DATA_DIR/documents", async () => {
    const { db, config } = shop();
    await insertBareOrders(db, [7]);
    const first = await createOrderDocuments(db, config.DATA_DIR, order(7));
    const year = shopYear(new Date());
    expect(first.map((row) => [row.type, row.number])).toEqual([
      ["orderConfirmation", "100007"],
      ["invoice", `${year}-00001`],
    ]);
    const again = await createOrderDocuments(db, config.DATA_DIR, order(7));
    expect(again.map((row) => row.id)).toEqual(first.map((row) => row.id));
    expect(await pdfFiles(documentsDir(config.DATA_DIR))).toHaveLength(2);
    expect(await listOrderDocuments(db, 7)).toHaveLength(2);
  });

  it("numbers invoices without gaps or doubles when orders and retries race", async () => {
    const { db, config } = shop();
    const orders = [11, 12, 13, 14, 15];
    await insertBareOrders(db, orders);
    // Each order three times at once: a double click, a retry, the webhook.
    const results = await Promise.all(
      orders.flatMap((id) => [1, 2, 3].map(() => createOrderDocuments(db, config.DATA_DIR, order(id), ["invoice"]))),
    );
    const invoices = new Map(results.flat().map((row) => [row.orderId, row.number]));
    const year = shopYear(new Date());
    expect([...invoices.values()].sort()).toEqual([1, 2, 3, 4, 5].map((n) => `${year}-0000${n}`));
    const [sequence] = await db.select().from(invoiceSequences);
    expect(sequence).toEqual({ year, lastNumber: 5 });
    // The losers' files are gone: one PDF per invoice.
    expect(await pdfFiles(documentsDir(config.DATA_DIR))).toHaveLength(5);
  });

  it("lets only whom the access check admits download the PDF", async () => {
    const { db, config, runtime } = shop();
    await insertBareOrders(db, [21, 22]);
    const [confirmation, invoice] = await createOrderDocuments(db, config.DATA_DIR, order(21));
    const [foreign] = await createOrderDocuments(db, config.DATA_DIR, order(22, "en"));
    const asked: [number, string | undefined][] = [];
    const canAccessOrder: OrderAccessCheck = async (_ctx, orderId, accessKey) => {
      asked.push([orderId, accessKey]);
      return orderId === 21 || accessKey === "key-22";
    };
    const app = createApp({ services: runtime.services, sessions: runtime.sessions, canAccessOrder });

    const response = await app.request(`/documents/${invoice?.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="Rechnung-${invoice?.number}.pdf"`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect((await app.request(`/documents/${confirmation?.id}`)).headers.get("content-disposition")).toBe(
      'attachment; filename="Auftragsbestatigung-100021.pdf"',
    );

    expect((await app.request(`/documents/${foreign?.id}`)).status).toBe(404);
    const withKey = await app.request(`/documents/${foreign?.id}?accessKey=key-22`);
    expect(withKey.status).toBe(200);
    expect(withKey.headers.get("content-disposition")).toBe('attachment; filename="Order-confirmation-100022.pdf"');
    expect((await app.request("/documents/999999")).status).toBe(404);
    expect((await app.request("/documents/abc")).status).toBe(404);
    expect(asked).toEqual([
      [21, undefined],
      [21, undefined],
      [22, undefined],
      [22, "key-22"],
    ]);

    // Without a check there is no route at all.
    const plain = createApp({ services: runtime.services, sessions: runtime.sessions });
    expect((await plain.request(`/documents/${invoice?.id}`)).status).toBe(404);
  });

  it("answers 404, not 500, when the PDF is not in this node's data folder (another node rendered it)", async () => {
    const { db, runtime } = shop();
    await insertBareOrders(db, [31]);
    // Rendered by a node with another data folder: the row is shared, the file is not.
    const otherNode = mkdtempSync(path.join(tmpdir(), "shop-other-node-"));
    try {
      const [confirmation] = await createOrderDocuments(db, otherNode, order(31));
      const app = createApp({
        services: runtime.services,
        sessions: runtime.sessions,
        canAccessOrder: async () => true,
      });
      const response = await app.request(`/documents/${confirmation?.id}`);
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    } finally {
      rmSync(otherNode, { recursive: true, force: true });
    }
  });
});
