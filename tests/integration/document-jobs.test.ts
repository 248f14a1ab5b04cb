import { rm, writeFile } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { createLogger } from "#server/logger.ts";
import { documentJobs } from "#server/modules/document/document-job.table.ts";
import { startDocumentWorker } from "#server/modules/document/document-worker.ts";
import { mailOutbox } from "#server/modules/mail/mail.table.ts";
import { claimDueDocumentJobs, MAX_DOCUMENT_ATTEMPTS } from "#server/modules/document/document-jobs.ts";
import { documents, invoiceSequences } from "#server/modules/document/document.table.ts";
import { createOrderDocuments, documentsDir } from "#server/modules/document/documents.ts";
import type { OrderDocumentData } from "#server/modules/document/order-pdf.ts";
import { orders } from "#server/modules/order/order.table.ts";
import type { OrderAnswer, PlacedOrderAnswer } from "#server/operations/order.ts";
import { describeDatabases, type Shop } from "./harness.ts";
import { addOrderCatalog, completeCheckout, INVOICE } from "./order-fixture.ts";
import type { ShopClient } from "./shop-client.ts";

async function placeInvoiceOrder(shop: Shop, visitor = shop.client({ locale: "en" })) {
  await visitor.call("doAddCartItem", { productId: 9101, quantity: 1 });
  await completeCheckout(shop, visitor, { email: "visitor@example.com", paymentMethodId: INVOICE });
  const answer = await visitor.call("doPlaceOrder", { termsAccepted: true });
  expect(answer.status).toBe(200);
  return { visitor, placed: answer.body.data as PlacedOrderAnswer };
}

async function fullOrder(visitor: ShopClient, placed: PlacedOrderAnswer) {
  const answer = await visitor.call("getOrder", { orderId: placed.orderId, accessKey: placed.accessKey });
  const data = answer.body.data as OrderAnswer;
  if (data.access !== "full") throw new Error("the buyer should see the full order");
  return data.order;
}

const jobs = (shop: Shop) => shop.db.select().from(documentJobs);
const documentRows = (shop: Shop) => shop.db.select().from(documents);

describeDatabases("order documents in the background", (shop) => {
  it("queues the documents in the order's transaction; the page says pending until the worker renders", async () => {
    await addOrderCatalog(shop());
    const { visitor, placed } = await placeInvoiceOrder(shop());
    expect(await jobs(shop())).toEqual([
      expect.objectContaining({
        orderId: placed.orderId,
        reference: `order:${placed.orderId}`,
        types: ["orderConfirmation", "invoice"],
        status: "pending",
        attempts: 0,
      }),
    ]);
    expect(await documentRows(shop())).toEqual([]);
    expect(await fullOrder(visitor, placed)).toMatchObject({ documents: [], documentsPending: true });

    expect(await shop().renderDocuments()).toEqual({ rendered: 1, retried: 0, failed: 0 });
    expect(await jobs(shop())).toEqual([]);
    const order = await fullOrder(visitor, placed);
    expect(order.documentsPending).toBe(false);
    expect(order.documents.map((document) => document.type)).toEqual(["orderConfirmation", "invoice"]);
    // Nothing left to do: a second round renders nothing.
    expect(await shop().renderDocuments()).toEqual({ rendered: 0, retried: 0, failed: 0 });
  });

  it("queues nothing for an order that rolls back", async () => {
    await addOrderCatalog(shop());
    const visitor = shop().client();
    await visitor.call("doAddCartItem", { productId: 9101, quantity: 1 });
    await completeCheckout(shop(), visitor, { email: "visitor@example.com", paymentMethodId: INVOICE });
    const off = shop().runtime.services.events.on("orderInserted", () =>
      Promise.reject(new Error("a later step failed")),
    );
    try {
      expect((await visitor.call("doPlaceOrder", { termsAccepted: true })).body.error?.key).toBe("orderCreationFailed");
    } finally {
      off();
    }
    expect(await shop().db.select().from(orders)).toEqual([]);
    expect(await jobs(shop())).toEqual([]);
  });

  it("retries a failed render later, keeps invoice numbers gapless, and gives up after the last attempt", async () => {
    await addOrderCatalog(shop());
    const { visitor, placed } = await placeInvoiceOrder(shop());
    // A file where the documents folder should be: writing the PDF fails.
    await writeFile(documentsDir(shop().config.DATA_DIR), "in the way");
    expect(await shop().renderDocuments()).toEqual({ rendered: 0, retried: 1, failed: 0 });
    const [failed] = await jobs(shop());
    expect(failed).toMatchObject({ status: "pending", attempts: 1, lastError: expect.any(String) });
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await documentRows(shop())).toEqual([]);
    // The rolled-back invoice gave its number back.
    const lastNumbers = await shop().db.select({ last: invoiceSequences.lastNumber }).from(invoiceSequences);
    expect(lastNumbers.every((row) => row.last === 0)).toBe(true);
    // Not due yet: the next round leaves it.
    expect(await shop().renderDocuments()).toEqual({ rendered: 0, retried: 0, failed: 0 });

    await shop().db.execute(sql`update document_jobs set next_attempt_at = now()`);
    expect(await shop().renderDocuments()).toEqual({ rendered: 0, retried: 1, failed: 0 });
    await shop()
      .db.update(documentJobs)
      .set({ attempts: MAX_DOCUMENT_ATTEMPTS - 1, nextAttemptAt: new Date(0) });
    expect(await shop().renderDocuments()).toEqual({ rendered: 0, retried: 0, failed: 1 });
    expect(await jobs(shop())).toEqual([
      expect.objectContaining({ status: "failed", attempts: MAX_DOCUMENT_ATTEMPTS }),
    ]);
    expect(await documentRows(shop())).toEqual([]);
    // A job given up is no longer announced as pending.
    expect(await fullOrder(visitor, placed)).toMatchObject({ documents: [], documentsPending: false });

    // The operator clears the way and puts the job back: the documents appear, invoice number 1.
    await rm(documentsDir(shop().config.DATA_DIR));
    await shop()
      .db.update(documentJobs)
      .set({ status: "pending", attempts: 0, nextAttemptAt: new Date(0) });
    expect(await shop().renderDocuments()).toEqual({ rendered: 1, retried: 0, failed: 0 });
    const invoice = (await documentRows(shop())).find((row) => row.type === "invoice");
    expect(invoice?.number).toMatch(/^\d{4}-00001$/);
    expect(invoice?.orderId).toBe(placed.orderId);
  });

  it("makes every document once when workers run side by side, also after a worker died mid-job", async () => {
    await addOrderCatalog(shop());
    const placed = [];
    for (let i = 0; i < 3; i++) placed.push((await placeInvoiceOrder(shop())).placed);
    // A worker claims the first job and dies before rendering: its lease runs out.
    const [abandoned] = await claimDueDocumentJobs(shop().db, 1);
    expect(abandoned?.orderId).toBe(placed[0]?.orderId);
    await shop().db.execute(sql`update document_jobs set locked_until = now() - interval '1 second'`);

    const rounds = await Promise.all([
      shop().renderDocuments(),
      shop().renderDocuments(),
      shop().renderDocuments(),
      // The "dead" worker wakes up after all and renders its job too.
      createOrderDocuments(
        shop().db,
        shop().config.DATA_DIR,
        abandoned!.data as OrderDocumentData,
        abandoned!.types,
      ).then(() => ({ rendered: 0, retried: 0, failed: 0 })),
    ]);
    expect(rounds.reduce((sum, round) => sum + round.rendered, 0)).toBe(3);
    expect(rounds.every((round) => round.retried === 0 && round.failed === 0)).toBe(true);
    expect(await jobs(shop())).toEqual([]);

    const rows = await documentRows(shop());
    expect(rows).toHaveLength(6);
    for (const order of placed) {
      expect(
        rows
          .filter((row) => row.orderId === order.orderId)
          .map((row) => row.type)
          .sort(),
      ).toEqual(["invoice", "orderConfirmation"]);
    }
    const invoiceNumbers = rows
      .filter((row) => row.type === "invoice")
      .map((row) => Number(row.number.slice(5)))
      .sort();
    expect(invoiceNumbers).toEqual([1, 2, 3]);
    const [sequence] = await shop()
      .db.select()
      .from(invoiceSequences)
      .where(eq(invoiceSequences.year, Number(rows.find((row) => row.type === "invoice")?.number.slice(0, 4))));
    expect(sequence?.lastNumber).toBe(3);
  });

  it("the shop's worker renders a new order's documents when nudged, and stops after its round", async () => {
    await addOrderCatalog(shop());
    const { db, config } = shop();
    // A long interval: only the start round and the nudge run during this test.
    const worker = startDocumentWorker({
      db,
      dataDir: config.DATA_DIR,
      log: createLogger("silent"),
      intervalMs: 600_000,
    });
    try {
      const { placed } = await placeInvoiceOrder(shop());
      expect(await worker.runNow()).toEqual({ rendered: 1, retried: 0, failed: 0 });
      expect((await documentRows(shop())).filter((row) => row.orderId === placed.orderId)).toHaveLength(2);
    } finally {
      await worker.stop();
    }
    // Stopped: a round asked for now does nothing.
    await placeInvoiceOrder(shop());
    expect(await worker.runNow()).toEqual({ rendered: 0, retried: 0, failed: 0 });
    expect(await jobs(shop())).toHaveLength(1);
  });

  it("puts the configured bank account on the confirmation page, in the mail and in the document job", async () => {
    await addOrderCatalog(shop());
    // The harness's runtime reads this config object; the shop reads its settings at start.
    Object.assign(shop().config, {
      SHOP_BANK_ACCOUNT_HOLDER: "Beispiel GmbH",
      SHOP_BANK_NAME: "Hamburger Sparkasse",
      SHOP_BANK_IBAN: "DE02200505501015871393",
      SHOP_BANK_BIC: "HASPDEHHXXX",
    });
    const { visitor, placed } = await placeInvoiceOrder(shop());
    const bank = { accountOwner: "Beispiel GmbH", bankName: "Hamburger Sparkasse", iban: "DE02200505501015871393" };
    const [mail] = await shop().db.select().from(mailOutbox);
    expect((mail?.data as OrderDocumentData).payment.bankDetails).toMatchObject({ ...bank, bic: "HASPDEHHXXX" });
    const [job] = await jobs(shop());
    expect((job?.data as OrderDocumentData).payment.bankDetails).toMatchObject({ ...bank, bic: "HASPDEHHXXX" });
    expect((await fullOrder(visitor, placed)).paymentBankDetails).toEqual({
      accountOwner: "Beispiel GmbH",
      name: "Hamburger Sparkasse",
      account: "1015871393",
      iban: "DE02200505501015871393",
      swift: "HASPDEHHXXX",
      code: placed.orderNumber,
    });
  });
});
