import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  changePasswordInput,
  emailSchema,
  emptyInput,
  guestLoginInput,
  loginInput,
  newPasswordSchema,
  passwordInputSchema,
  registerInput,
  setCheckoutAddressInput,
} from "./auth.ts";

/** The first message key per field path, as the server reports them. */
function keys(schema: z.ZodType, value: unknown): Record<string, string> | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.length > 0 ? issue.path.join(".") : "_";
    out[path] ??= issue.code === "unrecognized_keys" ? `unrecognized:${issue.keys.join(",")}` : issue.message;
  }
  return out;
}

describe("emailSchema", () => {
  it("accepts an address and trims it", () => {
    expect(emailSchema.parse("  kunde@example.com ")).toBe("kunde@example.com");
  });

  it("requires a value", () => {
    expect(keys(emailSchema, "")).toEqual({ _: "validation.emailRequired" });
    expect(keys(emailSchema, "   ")).toEqual({ _: "validation.emailRequired" });
    expect(keys(emailSchema, undefined)).toEqual({ _: "validation.emailRequired" });
    expect(keys(emailSchema, 42)).toEqual({ _: "validation.emailRequired" });
  });

  it("rejects what is not an email, and addresses over 254 characters", () => {
    for (const value of ["kunde", "kunde@", "@example.com", "kunde@example", "a b@example.com", "kunde@@example.com"]) {
      expect({ value, keys: keys(emailSchema, value) }).toEqual({ value, keys: { _: "validation.emailInvalid" } });
    }
    const long = `${"a".repeat(243)}@example.com`;
    expect(long).toHaveLength(255);
    expect(keys(emailSchema, long)).toEqual({ _: "validation.emailInvalid" });
    expect(keys(emailSchema, `${"a".repeat(242)}@example.com`)).toBeNull();
  });
});

describe("password schemas", () => {
  it("login only needs a non-empty password of at most 128 characters", () => {
    expect(keys(passwordInputSchema, "x")).toBeNull();
    expect(keys(passwordInputSchema, "")).toEqual({ _: "validation.passwordRequired" });
    expect(keys(passwordInputSchema, null)).toEqual({ _: "validation.passwordRequired" });
    expect(keys(passwordInputSchema, "x".repeat(129))).toEqual({ _: "validation.invalid" });
  });

  it.each([
    ["Lampe2024", null],
    ["abcdefg1", null],
    ["Äpfel123", null],
    ["", "validation.passwordRequired"],
    ["abc1", "validation.passwordLength"],
    ["abcdefgh", "validation.passwordNumber"],
    ["12345678", "validation.passwordLetter"],
    ["abc", "validation.passwordRule"],
    ["123", "validation.passwordRule"],
    ["!!!!!!!!", "validation.passwordRule"],
    ["!", "validation.passwordRule"],
  ])("new password %j gives %s", (password, key) => {
    expect(keys(newPasswordSchema, password)).toEqual(key === null ? null : { _: key });
  });

  it("refuses new passwords over 128 characters", () => {
    expect(keys(newPasswordSchema, `a1${"x".repeat(126)}`)).toBeNull();
    expect(keys(newPasswordSchema, `a1${"x".repeat(127)}`)).toEqual({ _: "validation.invalid" });
  });
});

describe("payload schemas", () => {
  it("registerInput needs matching passwords", () => {
    expect(
      keys(registerInput, { email: "k@example.com", password: "Lampe2024", repeatPassword: "Lampe2024" }),
    ).toBeNull();
    expect(keys(registerInput, { email: "k@example.com", password: "Lampe2024", repeatPassword: "Lampe2025" })).toEqual(
      {
        repeatPassword: "validation.passwordsDoNotMatch",
      },
    );
    expect(keys(registerInput, { email: "k@example.com", password: "Lampe2024" })).toEqual({
      repeatPassword: "validation.mandatory",
    });
  });

  it("registerInput limits names to 100 characters", () => {
    const base = { email: "k@example.com", password: "Lampe2024", repeatPassword: "Lampe2024" };
    expect(keys(registerInput, { ...base, firstName: "x".repeat(100) })).toBeNull();
    expect(keys(registerInput, { ...base, lastName: "x".repeat(101) })).toEqual({ lastName: "validation.invalid" });
  });

  it("refuses unknown fields everywhere", () => {
    expect(keys(loginInput, { email: "k@example.com", password: "x", remember: true })).toEqual({
      _: "unrecognized:remember",
    });
    expect(keys(guestLoginInput, { email: "k@example.com", role: "admin" })).toEqual({ _: "unrecognized:role" });
    expect(keys(emptyInput, { a: 1 })).toEqual({ _: "unrecognized:a" });
    expect(keys(emptyInput, {})).toBeNull();
  });

  it("changePasswordInput needs the old password and a valid, repeated new one", () => {
    expect(
      keys(changePasswordInput, { oldPassword: "old", password: "Lampe2024", repeatPassword: "Lampe2024" }),
    ).toBeNull();
    expect(keys(changePasswordInput, { oldPassword: "", password: "abc", repeatPassword: "abc" })).toEqual({
      oldPassword: "validation.passwordRequired",
      password: "validation.passwordRule",
    });
  });

  it("setCheckoutAddressInput takes type 1 or 2 and a positive whole address id", () => {
    expect(setCheckoutAddressInput.parse({ typeId: 1, addressId: 5 })).toEqual({ typeId: 1, addressId: 5 });
    expect(keys(setCheckoutAddressInput, { typeId: 2, addressId: 2_147_483_647 })).toBeNull();
    expect(keys(setCheckoutAddressInput, { typeId: 3, addressId: 5 })).toEqual({ typeId: "validation.invalid" });
    expect(keys(setCheckoutAddressInput, { typeId: "1", addressId: 5 })).toEqual({ typeId: "validation.invalid" });
    expect(keys(setCheckoutAddressInput, { typeId: 1, addressId: 0 })).toEqual({ addressId: "validation.invalid" });
    expect(keys(setCheckoutAddressInput, { typeId: 1, addressId: 1.5 })).toEqual({
      addressId: "validation.wholeNumber",
    });
    expect(keys(setCheckoutAddressInput, { typeId: 1, addressId: "5" })).toEqual({
      addressId: "validation.wholeNumber",
    });
  });
});
