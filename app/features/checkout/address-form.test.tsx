import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "#common/constants.ts";
import type { AddressView } from "#server/operations/address.ts";
import type { CheckoutView } from "#server/operations/checkout.ts";
import { NotificationProvider } from "~/components/ui/notifications.tsx";
import { I18nProvider } from "~/lib/i18n.tsx";
import { AddressForm } from "./address-form.tsx";

const GERMANY = {
  id: 1,
  name: "Deutschland",
  isoCode2: "DE",
  isEu: true,
  active: true,
  states: [{ id: 1, name: "Berlin", code: "BE" }],
};
const UNITED_STATES = {
  id: 12,
  name: "USA",
  isoCode2: "US",
  isEu: false,
  active: true,
  states: [{ id: 70, name: "New York", code: "NY" }],
};

/**
 * The form for a new shipping address in the first of `countries`, or for `address`; `actionData`
 * is the page's answer to a plain POST (without JavaScript).
 */
function renderForm(
  locale: Locale,
  countries: CheckoutView["countries"],
  { address, actionData }: { address?: AddressView; actionData?: unknown } = {},
): string {
  const form = (
    <AddressForm typeId={2} address={address} countries={countries} sameAsShipping={false} onDirtyChange={() => {}} />
  );
  const router = createMemoryRouter([{ id: "root", path: "*", element: form, loader: () => null }], {
    initialEntries: [locale === "en" ? "/en/checkout" : "/checkout"],
    hydrationData: {
      loaderData: { root: { locale, prefix: locale === "en" ? "/en" : "", csrfToken: "t" } },
      ...(actionData === undefined ? {} : { actionData: { root: actionData } }),
    },
  });
  return renderToStaticMarkup(
    <I18nProvider locale={locale}>
      <NotificationProvider>
        <RouterProvider router={router} />
      </NotificationProvider>
    </I18nProvider>,
  );
}

/** The label text (with its "*" when marked required) and the select's required flag. */
function stateField(markup: string, label: string): { label: string; required: boolean } | null {
  const match = new RegExp(
    `<label for="([^"]+)"[^>]*>(${label}(?:<span aria-hidden="true"> \\*</span>)?)</label>`,
  ).exec(markup);
  if (!match) return null;
  const select = new RegExp(`<select id="${match[1]}"[^>]*>`).exec(markup)?.[0] ?? "";
  return { label: match[2]?.replace(/<[^>]+>/g, "") ?? "", required: /\srequired=""/.test(select) };
}

describe("the address form's state field", () => {
  it("is optional where the server does not ask for the state (Germany)", () => {
    expect(stateField(renderForm("de", [GERMANY]), "Bundesland")).toEqual({ label: "Bundesland", required: false });
    expect(stateField(renderForm("en", [GERMANY]), "State")).toEqual({ label: "State", required: false });
  });

  it("is marked required where the server refuses an address without it (USA)", () => {
    expect(stateField(renderForm("de", [UNITED_STATES]), "Bundesland")).toEqual({
      label: "Bundesland *",
      required: true,
    });
    expect(stateField(renderForm("en", [UNITED_STATES]), "State")).toEqual({ label: "State *", required: true });
  });
});

const ERIKA: AddressView = {
  id: 5,
  ...{ companyName: "", firstName: "Erika", lastName: "Mustermann", streetName: "Hauptstraße", houseNumber: "5" },
  ...{ addressAddition: "", zipCode: "10115", city: "Berlin", stateId: null, countryId: 1 },
  ...{ phoneNumber: "", email: "", vatNumber: "", postNumber: "" },
  ...{ primary: true, useAsBilling: false, useAsShipping: true },
};

describe("the address form after a refusal without JavaScript (Conform's reply)", () => {
  it("shows the server's field error and the form as it was sent, the unticked default box included", () => {
    const refused = renderForm("en", [GERMANY], {
      address: ERIKA,
      actionData: {
        status: "error",
        form: "address-2-5",
        error: { zipCode: ["address.zipCodeInvalid"] },
        initialValue: { ...ERIKA, zipCode: "1011", countryId: "1", id: undefined, primary: undefined },
      },
    });
    expect(refused).toContain("Please enter a valid postcode for this country.");
    expect(refused).toContain('value="1011"');
    expect(refused).toMatch(/<input type="checkbox" name="primary"\/>/);
  });

  it("keeps the address's own default box when the answer is another form's or none", () => {
    const other = { status: "error", form: "address-2-6", error: { zipCode: ["address.zipCodeInvalid"] } };
    for (const actionData of [undefined, other]) {
      const markup = renderForm("en", [GERMANY], { address: ERIKA, actionData });
      expect(markup).toMatch(/<input type="checkbox" name="primary" checked=""\/>/);
      expect(markup).not.toContain("Please enter a valid postcode");
    }
  });
});
