import { translatorFor, type Translator } from "#common/i18n/translator.ts";
import { escapeHtml, orderFormat, type OrderFormat } from "./format.ts";
import { addressLines, greetingName, type OrderMailData } from "./order-data.ts";
import { SELLER } from "./seller.ts";

export type RenderedMail = { subject: string; html: string; text: string };

type Row = { label: string; value: string; strong?: boolean };

/** The parts both the HTML and the text form are made of, as plain (unescaped) text. */
function compose(data: OrderMailData, t: Translator, f: OrderFormat) {
  const name = greetingName(data.addresses.billing);
  const totals: Row[] = [{ label: t("mail.orderConfirmation.itemSum"), value: f.money(data.totals.itemSumGrossCents) }];
  if (data.totals.couponDiscountCents > 0) {
    totals.push({
      label: t("mail.orderConfirmation.coupon", { code: data.totals.couponCode ?? "" }).trim(),
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
    subject: t("mail.orderConfirmation.subject", { number: data.number, shopName: SELLER.shopName }),
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
    closing: t("mail.orderConfirmation.closing", { shopName: SELLER.shopName }),
    legal: t("mail.orderConfirmation.legal", {
      seller: SELLER.name,
      street: SELLER.street,
      city: `${SELLER.zipCode} ${SELLER.city}`,
      vatId: SELLER.vatId,
      director: SELLER.managingDirector,
      register: SELLER.register,
    }),
  };
}

/** The order confirmation in the order's language: subject, HTML (every value escaped) and plain text. */
export function renderOrderConfirmationMail(data: OrderMailData): RenderedMail {
  const t = translatorFor(data.locale);
  const parts = compose(data, t, orderFormat(data.locale, data.currency, data.timeZone));
  return { subject: parts.subject, html: toHtml(data, t, parts), text: toText(data, t, parts) };
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
    p.closing,
    "",
    "--",
    p.legal,
    t("mail.orderConfirmation.automatic"),
    "",
  ].join("\n");
}

const CELL = "padding:6px 8px;border-bottom:1px solid #e4e4e7;text-align:left;vertical-align:top";
const NUM = `${CELL};text-align:right;white-space:nowrap`;

function toHtml(data: OrderMailData, t: Translator, p: Parts): string {
  const e = escapeHtml;
  const lines = (list: string[]) => list.map(e).join("<br>");
  const rowHtml = (row: Row) => {
    const value = row.strong ? `<strong>${e(row.value)}</strong>` : e(row.value);
    const label = row.strong ? `<strong>${e(row.label)}</strong>` : e(row.label);
    return `<tr><td style="${CELL}">${label}</td><td style="${NUM}">${value}</td></tr>`;
  };
  const head = (["item", "quantity", "unitPrice", "vatRate", "total"] as const)
    .map(
      (key, index) =>
        `<th scope="col" style="${index === 0 ? CELL : NUM}">${e(t(`mail.orderConfirmation.${key}`))}</th>`,
    )
    .join("");
  const items = p.items
    .map((item) => {
      const details = item.details.map((detail) => `<br><small>${e(detail)}</small>`).join("");
      const cells = [item.quantity, item.unit, item.vat, item.total].map(
        (value) => `<td style="${NUM}">${e(value)}</td>`,
      );
      return `<tr><td style="${CELL}">${e(item.name)}${details}</td>${cells.join("")}</tr>`;
    })
    .join("");
  const bank =
    p.bankRows.length > 0
      ? `<p>${e(t("mail.orderConfirmation.bankDetailsIntro"))}</p><table role="presentation" style="border-collapse:collapse">${p.bankRows.map(rowHtml).join("")}</table>`
      : "";
  // Only web links: a stored "javascript:" address must never become a clickable link.
  const url = /^https?:\/\//i.test(data.confirmationUrl) ? e(data.confirmationUrl) : "#";
  return `<!doctype html>
<html lang="${data.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(p.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:Helvetica,Arial,sans-serif;color:#18181b;font-size:15px;line-height:1.5">
<span style="display:none">${e(p.preheader)}</span>
<div style="max-width:640px;margin:0 auto;padding:24px;background:#ffffff">
<p style="font-size:20px;font-weight:bold;margin:0 0 16px">${e(SELLER.shopName)}</p>
<p>${e(p.greeting)}</p>
<p>${e(t("mail.orderConfirmation.intro"))}</p>
<table role="presentation" style="border-collapse:collapse;width:100%">${p.facts.map(rowHtml).join("")}</table>
${bank}
<h2 style="font-size:17px;margin:24px 0 8px">${e(t("mail.orderConfirmation.items"))}</h2>
<table style="border-collapse:collapse;width:100%"><thead><tr>${head}</tr></thead><tbody>${items}</tbody></table>
<table role="presentation" style="border-collapse:collapse;width:100%;margin-top:8px">${p.totals.map(rowHtml).join("")}</table>
${p.notes.map((note) => `<p style="font-size:13px">${e(note)}</p>`).join("")}
<table role="presentation" style="width:100%;margin-top:24px"><tr>
<td style="vertical-align:top;width:50%"><h2 style="font-size:15px;margin:0 0 4px">${e(t("mail.orderConfirmation.billingAddress"))}</h2>${lines(p.billing)}</td>
<td style="vertical-align:top;width:50%"><h2 style="font-size:15px;margin:0 0 4px">${e(t("mail.orderConfirmation.deliveryAddress"))}</h2>${lines(p.delivery)}</td>
</tr></table>
<p style="margin-top:24px">${e(t("mail.orderConfirmation.viewOrderText"))}<br><a href="${url}" style="color:#1d4ed8">${e(t("mail.orderConfirmation.viewOrder"))}</a></p>
<p>${lines(p.closing.split("\n"))}</p>
<hr style="border:none;border-top:1px solid #e4e4e7;margin:24px 0">
<p style="font-size:12px;color:#52525b">${e(p.legal)}<br>${e(t("mail.orderConfirmation.automatic"))}</p>
</div></body></html>
`;
}
