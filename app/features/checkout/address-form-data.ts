import {
  addressCountryProblems,
  addressSchema,
  type AddressCountry,
  type AddressFormValues,
} from "#common/schemas/address.ts";

/** The address form's field names (common/schemas/address.ts), as sent by the form. */
export const ADDRESS_FIELDS = [
  "companyName",
  "firstName",
  "lastName",
  "streetName",
  "houseNumber",
  "addressAddition",
  "zipCode",
  "city",
  "stateId",
  "countryId",
  "phoneNumber",
  "email",
  "vatNumber",
  "postNumber",
] as const;

/** Form text to the address payload: ids as numbers, an empty state as none, the tick box. */
export function addressFromForm(form: FormData): AddressFormValues {
  const text = (name: string) => String(form.get(name) ?? "");
  const stateId = text("stateId");
  return {
    companyName: text("companyName"),
    firstName: text("firstName"),
    lastName: text("lastName"),
    streetName: text("streetName"),
    houseNumber: text("houseNumber"),
    addressAddition: text("addressAddition"),
    zipCode: text("zipCode"),
    city: text("city"),
    stateId: stateId === "" ? null : Number(stateId),
    countryId: Number(text("countryId")),
    phoneNumber: text("phoneNumber"),
    email: text("email"),
    vatNumber: text("vatNumber"),
    postNumber: text("postNumber"),
    // The check box sends its default value "on" (what Conform reads as true).
    primary: form.get("primary") === "on",
  };
}

/**
 * The browser's check before sending, with the server's own schema and country rules:
 * field name -> message key. The server checks again (VAT numbers only there).
 */
export function addressFormProblems(
  values: AddressFormValues,
  countries: (AddressCountry & { id: number })[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  const parsed = addressSchema.safeParse(values);
  for (const issue of parsed.error?.issues ?? []) {
    problems[issue.path.join(".")] ??= issue.message.startsWith("validation.") ? issue.message : "validation.invalid";
  }
  const country = countries.find((candidate) => candidate.id === values.countryId);
  if (country) {
    const countryProblems = addressCountryProblems(
      { zipCode: values.zipCode ?? "", stateId: values.stateId ?? null },
      country,
    );
    for (const [field, key] of Object.entries(countryProblems)) problems[field] ??= key;
  }
  return problems;
}
