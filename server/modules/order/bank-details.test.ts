import { describe, expect, it } from "vitest";
import { bankDetailsFor, shopBankAccount } from "./bank-details.ts";

const settings = {
  bankAccountHolder: "Beispiel GmbH",
  bankName: "Hamburger Sparkasse",
  iban: "DE02200505501015871393",
  bic: "HASPDEHHXXX",
};

describe("shop bank account", () => {
  it("is the configured account, with the account number of a German IBAN", () => {
    expect(shopBankAccount(settings)).toEqual({
      accountOwner: "Beispiel GmbH",
      name: "Hamburger Sparkasse",
      account: "1015871393",
      iban: "DE02200505501015871393",
      swift: "HASPDEHHXXX",
    });
    expect(shopBankAccount({ ...settings, iban: "GB82WEST12345698765432" }).account).toBe("");
  });

  it("is shown for transfers only, with the order number as the reference", () => {
    const account = shopBankAccount(settings);
    expect(bankDetailsFor(account, "prepayment", "O-2026-000001")).toMatchObject({
      iban: "DE02200505501015871393",
      code: "O-2026-000001",
    });
    expect(bankDetailsFor(account, "invoice", "O-2026-000002")?.code).toBe("O-2026-000002");
    expect(bankDetailsFor(account, "creditcard", "O-2026-000003")).toBeNull();
  });
});
