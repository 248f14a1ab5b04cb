import { describe, expect, it } from "vitest";
import { sampleOrderMail } from "#server/modules/mail/mail-samples.ts";
import type { OrderLine } from "../mail/order-data.ts";
import { renderOrderPdf } from "./order-pdf.ts";
import { formatInvoiceNumber, shopYear } from "./invoice-number.ts";
import { winAnsiText } from "./pdf-text.ts";

/** Uncompressed PDF bytes as Latin-1 (how the standard fonts' WinAnsi text sits in them). */
async function pdfText(...args: Parameters<typeof renderOrderPdf>): Promise<string> {
  const bytes = await renderOrderPdf(args[0], args[1], { compress: false });
  return bytes.toString("latin1");
}

// Node's TextDecoder treats windows-1252 as Latin-1; the bytes 0x80-0x9f the tests need, by hand.
const WIN_ANSI_HIGH: Record<number, string> = { 0x80: "€", 0x84: "„", 0x93: "“", 0x94: "”", 0x96: "–", 0x97: "—" };

/** The hex strings pdfkit writes for text (<4e6f...>) in WinAnsi, decoded and joined. */
function shownText(pdf: string): string {
  return [...pdf.matchAll(/<([0-9a-f]+)>/g)]
    .flatMap((match) => [...Buffer.from(match[1] ?? "", "hex")])
    .map((byte) => WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte))
    .join("");
}

const date = new Date("2026-11-20T10:15:00.000Z");

describe("order PDF", () => {
  it("is a complete PDF with the invoice number, order number, items and totals", async () => {
    const bytes = await renderOrderPdf(sampleOrderMail(), { type: "invoice", number: "2026-00001", date });
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.subarray(-6).toString("latin1")).toContain("%%EOF");
    const text = shownText(await pdfText(sampleOrderMail(), { type: "invoice", number: "2026-00001", date }));
    expect(text).toContain("Rechnung 2026-00001");
    expect(text).toContain("100042");
    expect(text).toContain("Stehleuchte Fjord");
    expect(text).toContain("Größe");
    expect(text).toContain("254,35\u00a0€");
    expect(text).toContain("MwSt. 7\u00a0%");
    expect(text).toContain("DE123456789");
    expect(text).toContain("Bitte zahlen Sie den Gesamtbetrag innerhalb von 14 Tagen");
  });

  it("makes a return note: from the shopper to the return address, the items without prices, reason and comment", async () => {
    const data = {
      ...sampleOrderMail(),
      return: { returnId: 4, returnNumber: "100042-R1", reason: "Passt nicht", comment: "Zu klein" },
    };
    const text = shownText(await pdfText(data, { type: "returnNote", number: "100042-R1", date }));
    expect(text).toContain("Retourenschein 100042-R1");
    expect(text).toContain("Absender");
    expect(text).toContain("Rücksendeadresse");
    expect(text).toContain("Stehleuchte Fjord");
    expect(text).toContain("Grund der Rücksendung: Passt nicht");
    expect(text).toContain("Ihr Kommentar: Zu klein");
    expect(text).not.toContain("254,35\u00a0€");
  });

  it("makes a delivery note: to the delivery address, the items without prices", async () => {
    const text = shownText(await pdfText(sampleOrderMail(), { type: "deliveryNote", number: "100042", date }));
    expect(text).toContain("Lieferschein 100042");
    expect(text).toContain("Stehleuchte Fjord");
    expect(text).toContain("Bitte prüfen Sie die Lieferung auf Vollständigkeit");
    expect(text).not.toContain("254,35\u00a0€");
  });

  it("makes a credit note for the invoice it corrects, with a deduction and what is paid back", async () => {
    const base = sampleOrderMail({ payment: { name: "Kreditkarte", paid: true } });
    const data = {
      ...base,
      totals: {
        ...base.totals,
        shippingGrossCents: 0,
        deductionCents: 500,
        totalGrossCents: 4990,
        totalNetCents: 4193,
      },
      return: {
        returnId: 4,
        returnNumber: "100042-R1",
        reason: "Passt nicht",
        comment: "",
      },
    };
    const meta = { type: "creditNote" as const, number: "2026-00007", date, corrects: "2026-00001" };
    const text = shownText(await pdfText(data, meta));
    expect(text).toContain("Gutschrift 2026-00007");
    expect(text).toContain("Zur Rechnung");
    expect(text).toContain("2026-00001");
    expect(text).toContain("Abzug");
    expect(text).toContain("Gutschriftsbetrag");
    expect(text).toContain("Den Betrag von 49,90\u00a0€ erstatten wir über Kreditkarte.");
    expect(text).not.toContain("Versand (");
  });

  it("makes a reversal document: the invoice it cancels, every amount negative", async () => {
    const data = sampleOrderMail({ payment: { name: "Kreditkarte", paid: true } });
    const meta = { type: "reversalDocument" as const, number: "2026-00009", date, corrects: "2026-00001" };
    const text = shownText(await pdfText(data, meta));
    expect(text).toContain("Stornobeleg 2026-00009");
    expect(text).toContain("Zur Rechnung");
    expect(text).toContain("2026-00001");
    expect(text).toContain("-254,35\u00a0€");
    expect(text).toContain("Dieser Beleg storniert die oben genannte Rechnung vollständig.");
    expect(text).toContain("Bereits Bezahltes erstatten wir über Kreditkarte.");
  });

  it("is English for an English order and says a paid invoice is paid", async () => {
    const data = sampleOrderMail({ payment: { name: "Credit card", paid: true } }, "en");
    const text = shownText(await pdfText(data, { type: "invoice", number: "2026-00002", date }));
    expect(text).toContain("Invoice 2026-00002");
    expect(text).toContain("The amount has been paid.");
    expect(text).not.toContain("within 14 days");
  });

  it("names the order confirmation and prints bank details for prepayment", async () => {
    const bankDetails = {
      accountOwner: "Nordlicht",
      bankName: "Haspa",
      iban: "DE02200505501015871393",
      bic: "HASPDEHHXXX",
      reference: "100042",
    };
    const data = sampleOrderMail({ payment: { name: "Vorkasse", paid: false, bankDetails } });
    const text = shownText(await pdfText(data, { type: "orderConfirmation", number: "100042", date }));
    expect(text).toContain("Auftragsbestätigung 100042");
    expect(text).toContain("DE02200505501015871393");
  });

  it("breaks long orders onto more pages, numbering them", async () => {
    const items: OrderLine[] = Array.from({ length: 90 }, (_, index) => ({
      name: `Artikel ${index + 1}`,
      quantity: 1,
      unitGrossCents: 100,
      totalGrossCents: 100,
      vatRatePercent: 19,
    }));
    const pdf = await pdfText(sampleOrderMail({ items }), { type: "invoice", number: "2026-00003", date });
    const pages = pdf.match(/\/Type \/Page\b/g)?.length ?? 0;
    expect(pages).toBeGreaterThanOrEqual(3);
    const text = shownText(pdf);
    expect(text).toContain("Artikel 90");
    expect(text).toContain(`Seite ${pages} von ${pages}`);
  });
});

describe("PDF text", () => {
  it("keeps WinAnsi (umlauts, ß, €), folds accents and replaces the rest", () => {
    expect(winAnsiText("Größe 12,50 € – „gut“")).toBe("Größe 12,50 € – „gut“");
    expect(winAnsiText("Dvořák Łódź 東京")).toBe("Dvorák ?ódz ??");
    expect(winAnsiText("19\u202f%")).toBe("19 %");
  });
});

describe("invoice numbers", () => {
  it("are the year and five digits, in the shop's time zone", () => {
    expect(formatInvoiceNumber(2026, 42)).toBe("2026-00042");
    expect(shopYear(new Date("2026-12-31T23:30:00Z"))).toBe(2027);
    expect(shopYear(new Date("2026-12-31T22:30:00Z"))).toBe(2026);
  });
});
