import { DEFAULT_SHOP_TIME_ZONE, LOCALE_TAGS, type Locale } from "#common/constants.ts";
import { formatMoney } from "#common/money.ts";

/** Formatting shared by mails and documents, in the order's language and the shop's time zone. */
export type OrderFormat = {
  money: (cents: number) => string;
  date: (iso: string) => string;
  percent: (ratePercent: number) => string;
};

/** Dates are those of the shop's calendar (SHOP_TIME_ZONE), whatever the server's zone. */
export function orderFormat(locale: Locale, currency: string, timeZone: string = DEFAULT_SHOP_TIME_ZONE): OrderFormat {
  const dates = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "long", timeZone });
  const percents = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: "percent", maximumFractionDigits: 1 });
  return {
    money: (cents) => formatMoney(cents, currency, locale),
    date: (iso) => dates.format(new Date(iso)),
    percent: (ratePercent) => percents.format(ratePercent / 100),
  };
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Every text that goes into HTML passes through here: names and addresses are shopper input. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}
