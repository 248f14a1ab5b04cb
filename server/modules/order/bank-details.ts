import type { Config } from "../../config.ts";

/**
 * The shop's bank account for prepayment and invoice (docs/glossary.md, storefront spec §3
 * "paymentBankDetails"): the one account the confirmation page, the mail and the PDFs show,
 * from the SHOP_BANK_* settings (server/config.ts; demo defaults).
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

type BankSettings = Pick<Config, "SHOP_BANK_ACCOUNT_HOLDER" | "SHOP_BANK_NAME" | "SHOP_BANK_IBAN" | "SHOP_BANK_BIC">;

export function shopBankAccount(config: BankSettings): ShopBankAccount {
  const iban = config.SHOP_BANK_IBAN;
  return {
    accountOwner: config.SHOP_BANK_ACCOUNT_HOLDER,
    name: config.SHOP_BANK_NAME,
    // A German IBAN: DE, check digits, 8-digit bank code, 10-digit account number.
    account: iban.startsWith("DE") && iban.length === 22 ? iban.slice(12) : "",
    iban,
    swift: config.SHOP_BANK_BIC,
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
