/**
 * The shop's bank account for prepayment and invoice (storefront.md section 3
 * "paymentBankDetails"). Demo values until the operator settings arrive with the editor;
 * the IBAN is a well-formed test number of no real account.
 */
export const SHOP_BANK_ACCOUNT = {
  accountOwner: "Nordlicht Shop GmbH",
  name: "Demo Bank",
  account: "0000202051",
  iban: "DE02120300000000202051",
  swift: "BYLADEM1001",
} as const;

export type PaymentBankDetails = typeof SHOP_BANK_ACCOUNT & { code: string };

const BANK_TRANSFER_METHODS = new Set(["prepayment", "invoice"]);

/** Bank details to show for an order paid by transfer; the reference code is the order number. */
export function bankDetailsFor(paymentMethodKey: string, orderNumber: string): PaymentBankDetails | null {
  return BANK_TRANSFER_METHODS.has(paymentMethodKey) ? { ...SHOP_BANK_ACCOUNT, code: orderNumber } : null;
}
