import type { Locale } from "./constants.ts";
import { formatMoney, netFromGross } from "./money.ts";

/** 'incl' reads "inkl. 58,31 €" (a gross amount), 'plus' reads "zzgl. 49,00 €" (a net one). */
export type SurchargeDisplay = "plus" | "incl";

/** The catalogue texts of the two forms (docs/glossary.md, storefront spec §5). */
export type SurchargeTranslate = (
  key: "product.surchargePlus" | "product.surchargeIncl",
  values: { price: string },
) => string;

/**
 * The one representation of an order property's surcharge, whatever VAT setting the property
 * has: where prices are shown gross, its gross amount with 'incl'; where they are shown net
 * (the customer's showNetPrices), its net amount with 'plus'. Product page, cart, checkout,
 * confirmation, mail and PDFs all show it through here, so a surcharge reads the same
 * everywhere (it read 'zzgl. 49,00 €' on the product page and 'inkl. 58,31 €' in the cart).
 */
export function shownSurcharge(
  grossCents: number,
  vatRatePercent: number,
  showNetPrices: boolean,
): { cents: number; display: SurchargeDisplay } {
  return showNetPrices
    ? { cents: netFromGross(grossCents, vatRatePercent), display: "plus" }
    : { cents: grossCents, display: "incl" };
}

export function surchargeMessageKey(display: SurchargeDisplay): "product.surchargePlus" | "product.surchargeIncl" {
  return display === "plus" ? "product.surchargePlus" : "product.surchargeIncl";
}

/** "inkl. 58,31 €" / "incl. €58.31", or net "zzgl. 49,00 €" / "plus €49.00". */
export function surchargeText(
  t: SurchargeTranslate,
  surcharge: { grossCents: number; vatRatePercent: number; currency: string },
  options: { locale: Locale; showNetPrices: boolean },
): string {
  const shown = shownSurcharge(surcharge.grossCents, surcharge.vatRatePercent, options.showNetPrices);
  return t(surchargeMessageKey(shown.display), { price: formatMoney(shown.cents, surcharge.currency, options.locale) });
}
