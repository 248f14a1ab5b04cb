import { z } from "zod";
import { BIC_PATTERN, isValidIban, normalizeIban } from "../iban.ts";
import { emailSchema } from "./auth.ts";

/**
 * The shop's identity (docs/shop-settings.md): who sells, where, how to reach them, the
 * register, the VAT id, the bank account for transfers and where returns go. The legal
 * disclosure, the legal texts, mails, PDFs and the JSON-LD all read it; the owner edits it
 * in the back office.
 */

const text = (max: number) =>
  z.string({ error: "validation.mandatory" }).trim().max(max, `validation.maxLength?max=${max}`);
const required = (max: number) => text(max).min(1, "validation.mandatory");

/** An EU VAT id: country code and 2-12 letters or digits (checked by format; the tax office's check is not ours). */
export const VAT_ID_PATTERN = /^[A-Z]{2}[A-Z0-9+*]{2,12}$/;

export const shopIdentityFields = {
  companyName: required(120),
  shopName: required(80),
  street: required(120),
  zipCode: required(12),
  city: required(80),
  country: required(60),
  email: emailSchema,
  phone: required(40).regex(/^[+0-9 ()/-]{5,40}$/, "admin.validation.phoneInvalid"),
  managingDirectors: text(200),
  registerCourt: text(120),
  registerNumber: text(40),
  vatId: text(20)
    .transform((value) => value.replace(/[\s.-]+/g, "").toUpperCase())
    .refine((value) => value === "" || VAT_ID_PATTERN.test(value), "admin.validation.vatIdInvalid"),
  contentResponsible: text(300),
  bankAccountHolder: required(120),
  bankName: required(120),
  iban: z
    .string({ error: "validation.mandatory" })
    .transform(normalizeIban)
    .refine((value) => value !== "", "validation.mandatory")
    .refine((value) => value === "" || isValidIban(value), "admin.validation.ibanInvalid"),
  bic: z
    .string({ error: "validation.mandatory" })
    .transform((value) => value.trim().toUpperCase())
    .refine((value) => value !== "", "validation.mandatory")
    .refine((value) => value === "" || BIC_PATTERN.test(value), "admin.validation.bicInvalid"),
  returnName: required(120),
  returnStreet: required(120),
  returnZipCode: required(12),
  returnCity: required(80),
  returnCountry: required(60),
};

export type ShopIdentityField = keyof typeof shopIdentityFields;
export const SHOP_IDENTITY_FIELDS = Object.keys(shopIdentityFields) as ShopIdentityField[];

/** A register number needs the court that keeps it (§ 5 DDG names both). */
const registerComplete = (value: { registerCourt: string; registerNumber: string }) =>
  value.registerNumber === "" || value.registerCourt !== "";

export const shopIdentitySchema = z
  .strictObject(shopIdentityFields)
  .refine(registerComplete, { path: ["registerCourt"], message: "admin.validation.registerCourtRequired" });
export type ShopIdentity = z.output<typeof shopIdentitySchema>;

/** doSaveShopIdentity: every field, and the version the form was loaded at (a stale save is refused). */
export const saveShopIdentityInput = z
  .strictObject({
    ...shopIdentityFields,
    expectedVersion: z.coerce
      .number({ error: "validation.invalid" })
      .int("validation.invalid")
      .min(0, "validation.invalid"),
  })
  .refine(registerComplete, { path: ["registerCourt"], message: "admin.validation.registerCourtRequired" });
export type SaveShopIdentityInput = z.output<typeof saveShopIdentityInput>;

/** The stored identity with its version (0: nothing saved yet, the defaults apply). */
export type ShopIdentityRecord = { identity: ShopIdentity; version: number };

/**
 * The demo shop's identity: what a fresh shop shows until its owner saves its own. The mail
 * address and bank account come from the deployment's settings when set (server/config.ts).
 */
export const DEMO_SHOP_IDENTITY: ShopIdentity = {
  companyName: "Nordlicht Home & Tech GmbH",
  shopName: "Nordlicht Home & Tech",
  street: "Hafenstraße 12",
  zipCode: "20457",
  city: "Hamburg",
  country: "Deutschland",
  email: "service@nordlicht.example",
  phone: "+49 40 1234567",
  managingDirectors: "Maren Nordlicht",
  registerCourt: "Amtsgericht Hamburg",
  registerNumber: "HRB 123456",
  vatId: "DE123456789",
  contentResponsible: "Maren Nordlicht, Hafenstraße 12, 20457 Hamburg",
  bankAccountHolder: "Nordlicht Home & Tech GmbH",
  bankName: "Demo Bank",
  iban: "DE02120300000000202051",
  bic: "BYLADEM1001",
  returnName: "Nordlicht Home & Tech GmbH, Retouren",
  returnStreet: "Lagerweg 3",
  returnZipCode: "21079",
  returnCity: "Hamburg",
  returnCountry: "Deutschland",
};
