import type { AddressFormValues } from "#common/schemas/address.ts";

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
    primary: form.get("primary") === "1",
  };
}
