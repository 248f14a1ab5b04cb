import { describe, expect, it } from "vitest";
import { newsletterTokenInput, subscribeNewsletterInput } from "#common/schemas/newsletter.ts";
import { hashToken, isWellFormedToken, newToken } from "../../security/link-token.ts";
import { normalizeEmail } from "../customer/index.ts";

describe("newsletter tokens", () => {
  it("are random, well formed, accepted by the link schema and stored only as their hash", () => {
    const token = newToken();
    expect(token).not.toBe(newToken());
    expect(isWellFormedToken(token)).toBe(true);
    expect(newsletterTokenInput.safeParse({ token }).success).toBe(true);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(isWellFormedToken("short")).toBe(false);
    expect(newsletterTokenInput.safeParse({ token: `${token.slice(1)}/` }).success).toBe(false);
  });

  it("normalises addresses", () => {
    expect(normalizeEmail("  Anna@Example.COM ")).toBe("anna@example.com");
  });
});

describe("subscribe input", () => {
  const valid = { email: "a@example.com", consent: true, humanCheck: "x" };
  const fields = (input: unknown) =>
    subscribeNewsletterInput.safeParse(input).error?.issues.map((issue) => [issue.path.join("."), issue.message]);

  it("needs a valid email, consent and the human check; names only when the block requires them", () => {
    expect(subscribeNewsletterInput.safeParse(valid).success).toBe(true);
    expect(fields({ ...valid, email: "nope" })).toEqual([["email", "validation.emailInvalid"]]);
    expect(fields({ ...valid, consent: false })).toEqual([["consent", "validation.newsletterConsentRequired"]]);
    expect(fields({ ...valid, humanCheck: "" })).toEqual([["humanCheck", "validation.humanCheckRequired"]]);
    expect(fields({ ...valid, nameRequired: true, firstName: " " })).toEqual([
      ["firstName", "validation.mandatory"],
      ["lastName", "validation.mandatory"],
    ]);
    expect(
      subscribeNewsletterInput.safeParse({ ...valid, nameRequired: true, firstName: "A", lastName: "B" }).success,
    ).toBe(true);
  });
});
