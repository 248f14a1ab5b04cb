import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "#common/constants.ts";
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

/** The form for a new shipping address in the first of `countries`. */
function renderForm(locale: Locale, countries: CheckoutView["countries"]): string {
  const form = <AddressForm typeId={2} countries={countries} sameAsShipping={false} onDirtyChange={() => {}} />;
  const router = createMemoryRouter([{ id: "root", path: "*", element: form, loader: () => null }], {
    initialEntries: [locale === "en" ? "/en/checkout" : "/checkout"],
    hydrationData: { loaderData: { root: { locale, prefix: locale === "en" ? "/en" : "", csrfToken: "t" } } },
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
