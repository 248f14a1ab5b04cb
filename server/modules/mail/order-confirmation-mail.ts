import { translatorFor, type Translator } from "#common/i18n/translator.ts";
import { createElement as h, type CSSProperties } from "react";
import { orderFormat, type OrderFormat } from "./format.ts";
import {
  DEFAULT_MAIL_THEME,
  renderMailHtml,
  safeHref,
  sellerLegalLine,
  SMALL,
  TEXT,
  type MailTheme,
} from "./mail-layout.ts";
import type { Seller } from "./seller.ts";
import { addressLines, greetingName, type OrderMailData } from "./order-data.ts";

/** A rendered mail; `replyTo` when answers should go elsewhere than the From address (the contact form's). */
export type RenderedMail = { subject: string; html: string; text: string; replyTo?: string };

type Row = { label: string; value: string; strong?: boolean };

/** The parts both the HTML and the text form are made of, as plain (unescaped) text. */
function compose(data: OrderMailData, t: Translator, f: OrderFormat, seller: Seller) {
  const name = greetingName(data.addresses.billing);
  const totals: Row[] = [{ label: t("mail.orderConfirmation.itemSum"), value: f.money(data.totals.itemSumGrossCents) }];
  if (data.totals.couponDiscountCents > 0) {
    totals.push({
      // Without a code the reduction is an offer's discount ('Rabatt'), not a voucher.
      label: data.totals.couponCode
        ? t("mail.orderConfirmation.coupon", { code: data.totals.couponCode })
        : t("mail.orderConfirmation.discount"),
      value: f.money(-data.totals.couponDiscountCents),
    });
  }
  totals.push({
    label: t("mail.orderConfirmation.shipping", { name: data.shipping.name }),
    value: f.money(data.totals.shippingGrossCents),
  });
  totals.push({
    label: t("mail.orderConfirmation.grandTotal"),
    value: f.money(data.totals.totalGrossCents),
    strong: true,
  });
  for (const vat of data.vats) {
    totals.push({
      label: t("mail.orderConfirmation.vatLine", { rate: f.percent(vat.ratePercent) }),
      value: f.money(vat.vatCents),
    });
  }
  totals.push({ label: t("mail.orderConfirmation.netTotal"), value: f.money(data.totals.totalNetCents) });
  const notes = data.reverseCharge ? [t("mail.orderConfirmation.reverseCharge")] : [];
  const bank = data.payment.bankDetails;
  const bankRows: Row[] = bank
    ? [
        { label: t("mail.orderConfirmation.accountOwner"), value: bank.accountOwner },
        { label: t("mail.orderConfirmation.bankName"), value: bank.bankName },
        { label: t("mail.orderConfirmation.iban"), value: bank.iban },
        { label: t("mail.orderConfirmation.bic"), value: bank.bic },
        { label: t("mail.orderConfirmation.paymentReference"), value: bank.reference },
      ]
    : [];
  const postNumber = (number: string) => t("mail.postNumber", { number });
  return {
    subject: t("mail.orderConfirmation.subject", { number: data.number, shopName: seller.shopName }),
    preheader: t("mail.orderConfirmation.preheader", { number: data.number }),
    greeting: name ? t("mail.orderConfirmation.greeting", { name }) : t("mail.orderConfirmation.greetingNoName"),
    facts: [
      { label: t("mail.orderConfirmation.orderNumber"), value: data.number },
      { label: t("mail.orderConfirmation.orderDate"), value: f.date(data.createdAt) },
      { label: t("mail.orderConfirmation.paymentMethod"), value: data.payment.name },
    ] satisfies Row[],
    items: data.items.map((item) => ({
      name: item.name,
      details: item.details ?? [],
      quantity: String(item.quantity),
      unit: f.money(item.unitGrossCents),
      total: f.money(item.totalGrossCents),
      vat: f.percent(item.vatRatePercent),
    })),
    totals,
    notes,
    bankRows,
    billing: addressLines(data.addresses.billing, postNumber),
    delivery: addressLines(data.addresses.delivery, postNumber),
    closing: t("mail.orderConfirmation.closing", { shopName: seller.shopName }),
    legal: sellerLegalLine(seller, t),
  };
}

/** The order confirmation in the order's language: subject, HTML (React Email, every value escaped) and plain text. */
export async function renderOrderConfirmationMail(
  data: OrderMailData,
  theme: MailTheme = DEFAULT_MAIL_THEME,
): Promise<RenderedMail> {
  const t = translatorFor(data.locale);
  const parts = compose(data, t, orderFormat(data.locale, data.currency, data.timeZone), theme.seller);
  return { subject: parts.subject, html: await toHtml(data, t, parts, theme), text: toText(data, t, parts) };
}

type Parts = ReturnType<typeof compose>;

function toText(data: OrderMailData, t: Translator, p: Parts): string {
  const rows = (list: Row[]) => list.map((row) => `${row.label}: ${row.value}`);
  const items = p.items.flatMap((item) => [
    `${item.quantity} x ${item.name} (${item.unit}, ${t("mail.orderConfirmation.vatRate")} ${item.vat}): ${item.total}`,
    ...item.details.map((detail) => `    ${detail}`),
  ]);
  const bank = p.bankRows.length > 0 ? ["", t("mail.orderConfirmation.bankDetailsIntro"), ...rows(p.bankRows)] : [];
  return [
    p.greeting,
    "",
    t("mail.orderConfirmation.intro"),
    "",
    ...rows(p.facts),
    ...bank,
    "",
    `${t("mail.orderConfirmation.items")}:`,
    ...items,
    "",
    ...rows(p.totals),
    ...p.notes,
    "",
    `${t("mail.orderConfirmation.billingAddress")}:`,
    ...p.billing,
    "",
    `${t("mail.orderConfirmation.deliveryAddress")}:`,
    ...p.delivery,
    "",
    t("mail.orderConfirmation.viewOrderText"),
    data.confirmationUrl,
    "",
    ...(data.legalTexts ? [t("mail.orderConfirmation.legalAttached"), ""] : []),
    p.closing,
    "",
    "--",
    p.legal,
    t("mail.orderConfirmation.automatic"),
    "",
  ].join("\n");
}

const CELL: CSSProperties = {
  padding: "6px 8px",
  borderBottom: "1px solid #e4e4e7",
  textAlign: "left",
  verticalAlign: "top",
  fontSize: "15px",
};
const NUM: CSSProperties = { ...CELL, textAlign: "right", whiteSpace: "nowrap" };
const H2: CSSProperties = { fontSize: "17px", margin: "24px 0 8px", color: "#18181b" };

function toHtml(data: OrderMailData, t: Translator, p: Parts, theme: MailTheme): Promise<string> {
  const lines = (list: string[]) =>
    list.flatMap((line, index) => (index === 0 ? [line] : [h("br", { key: index }), line]));
  const rowOf = (row: Row, index: number) => {
    const wrap = (text: string) => (row.strong ? h("strong", null, text) : text);
    return h("tr", { key: index }, h("td", { style: CELL }, wrap(row.label)), h("td", { style: NUM }, wrap(row.value)));
  };
  const rows = (list: Row[], style: CSSProperties = { width: "100%" }) =>
    h(
      "table",
      { role: "presentation", style: { borderCollapse: "collapse", ...style } },
      h("tbody", null, list.map(rowOf)),
    );
  const heads = (["item", "quantity", "unitPrice", "vatRate", "total"] as const).map((key, index) =>
    h("th", { key, scope: "col", style: index === 0 ? CELL : NUM }, t(`mail.orderConfirmation.${key}`)),
  );
  const items = p.items.map((item, index) =>
    h(
      "tr",
      { key: index },
      h(
        "td",
        { style: CELL },
        item.name,
        ...item.details.map((detail, at) => [h("br", { key: `br${at}` }), h("small", { key: `d${at}` }, detail)]),
      ),
      ...[item.quantity, item.unit, item.vat, item.total].map((value, at) => h("td", { key: at, style: NUM }, value)),
    ),
  );
  const address = (heading: string, list: string[]) =>
    h(
      "td",
      { style: { verticalAlign: "top", width: "50%", fontSize: "15px", lineHeight: "1.5" } },
      h("h2", { style: { fontSize: "15px", margin: "0 0 4px" } }, heading),
      ...lines(list),
    );
  return renderMailHtml({ locale: data.locale, subject: p.subject, preheader: p.preheader, theme }, (email) =>
    h(
      email.Section,
      null,
      h(email.Text, { style: TEXT }, p.greeting),
      h(email.Text, { style: TEXT }, t("mail.orderConfirmation.intro")),
      rows(p.facts),
      p.bankRows.length > 0 ? h(email.Text, { style: TEXT }, t("mail.orderConfirmation.bankDetailsIntro")) : null,
      p.bankRows.length > 0 ? rows(p.bankRows, {}) : null,
      h("h2", { style: H2 }, t("mail.orderConfirmation.items")),
      h(
        "table",
        { style: { borderCollapse: "collapse", width: "100%" } },
        h("thead", null, h("tr", null, ...heads)),
        h("tbody", null, ...items),
      ),
      rows(p.totals, { width: "100%", marginTop: "8px" }),
      ...p.notes.map((note, index) => h(email.Text, { key: index, style: { ...TEXT, fontSize: "13px" } }, note)),
      h(
        "table",
        { role: "presentation", style: { width: "100%", marginTop: "24px" } },
        h(
          "tbody",
          null,
          h(
            "tr",
            null,
            address(t("mail.orderConfirmation.billingAddress"), p.billing),
            address(t("mail.orderConfirmation.deliveryAddress"), p.delivery),
          ),
        ),
      ),
      h(
        email.Text,
        { style: { ...TEXT, marginTop: "24px" } },
        t("mail.orderConfirmation.viewOrderText"),
        h("br"),
        h(
          email.Link,
          { href: safeHref(data.confirmationUrl), style: { color: "#1d4ed8" } },
          t("mail.orderConfirmation.viewOrder"),
        ),
      ),
      data.legalTexts ? h(email.Text, { style: TEXT }, t("mail.orderConfirmation.legalAttached")) : null,
      h(email.Text, { style: TEXT }, ...lines(p.closing.split("\n"))),
      h(email.Hr, { style: { borderTop: "1px solid #e4e4e7", margin: "24px 0" } }),
      h(email.Text, { style: SMALL }, p.legal, h("br"), t("mail.orderConfirmation.automatic")),
    ),
  );
}
