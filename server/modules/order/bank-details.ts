import type { ShopIdentity } from "#common/schemas/shop-identity.ts";

/**
 * The shop's bank account for prepayment and invoice (docs/glossary.md, storefront spec §3
 * "paymentBankDetails"): the one account the confirmation page, the mail and the PDFs show,
 * from the shop's identity settings (docs/shop-settings.md; SHOP_BANK_* until the owner saves them).
 */
export type ShopBankAccount = {
  accountOwner: string;
  name: string;
  /** The national account number where the IBAN carries one we can read (German IBANs), else "". */
  account: string;
  iban: string;
  swift: string;
};

export type PaymentBankDetails = ShopBankAccount & { code: string };

type BankSettings = Pick<ShopIdentity, "bankAccountHolder" | "bankName" | "iban" | "bic">;

export function shopBankAccount(settings: BankSettings): ShopBankAccount {
  const iban = settings.iban;
  return {
    accountOwner: settings.bankAccountHolder,
    name: settings.bankName,
    // A German IBAN: DE, check digits, 8-digit bank code, 10-digit account number.
    account: iban.startsWith("DE") && iban.length === 22 ? iban.slice(12) : "",
    iban,
    swift: settings.bic,
  };
}

const BANK_TRANSFER_METHODS = new Set(["prepayment", "invoice"]);

/** Bank details to show for an order paid by transfer; the reference code is the order number. */
export function bankDetailsFor(
  account: ShopBankAccount,
  paymentMethodKey: string,
  orderNumber: string,
): PaymentBankDetails | null {
  return BANK_TRANSFER_METHODS.has(paymentMethodKey) ? { ...account, code: orderNumber } : null;
}
