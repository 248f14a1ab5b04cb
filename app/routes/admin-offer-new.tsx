import { Form, useNavigation } from "react-router";
import { translatorFor } from "#common/i18n/translator.ts";
import { LOCALES } from "#common/constants.ts";
import { createOfferForm, offerInputOfForm } from "#common/schemas/back-office-offers.ts";
import { OFFER_NOTE_MAX_LENGTH } from "#common/schemas/offers.ts";
import { adminFormAction } from "~/admin/admin-action.server.ts";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { SelectField } from "~/components/ui/select-field.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useShopForm } from "~/features/auth/use-shop-form.ts";
import { orderNotFoundAs404 } from "~/features/account/order-not-found.server.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { listFieldsOf, listFormField } from "~/lib/form-action.server.ts";
import { useT } from "~/lib/i18n.tsx";
import { splitLocalePrefix, withPrefix } from "~/lib/locale-path.ts";
import { pageUrl } from "~/lib/page-url.ts";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/admin-offer-new";

/** Rows of the form's item list; empty rows are left out. */
const LINE_ROWS = 5;

const FIELDS = [
  "email",
  "locale",
  "companyName",
  "firstName",
  "lastName",
  "streetName",
  "houseNumber",
  "zipCode",
  "city",
  "countryId",
  "shippingProfileId",
  "shippingPrice",
  "discount",
  "validUntil",
  "note",
] as const;

export async function loader({ context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const form = await app.rpc.getAdminOfferForm({}).catch(orderNotFoundAs404);
  const title = translatorFor(app.locale)("admin.offers.form.title");
  return { form, seo: fixedPageSeo(context, { path: "/admin/offers/new", title, robots: "NOINDEX_NOFOLLOW" }) };
}

/** Drafts the offer and goes to its page, where it is checked and sent (docs/back-office.md "Offers"). */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const { prefix } = splitLocalePrefix(pageUrl(args.request).pathname);
  const lines = listFieldsOf(form, "lines", ["variationNumber", "quantity", "unitPrice", "properties"]);
  return adminFormAction(
    args,
    {
      schema: createOfferForm,
      fields: [...FIELDS, ...lines],
      form: "offer",
      // The operation names amounts in cents (discountCents), the form as typed (discount).
      errorField: (name) => listFormField(name).replace(/Cents$/, ""),
      run: async (value, rpc) => {
        const created = await rpc.doCreateOffer(offerInputOfForm(value));
        return { notice: "admin.offers.form.done", to: withPrefix(prefix, `/admin/offers/${created.offerId}`) };
      },
    },
    form,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** /admin/offers/new: who gets the offer, where it goes, what it offers at which prices, until when. */
export default function AdminOfferNewPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useRootData();
  const { form } = loaderData;
  const feedback = useShopForm(actionData, locale);
  const busy = useNavigation().state === "submitting";
  const field = (name: string) => ({
    name,
    defaultValue: feedback.value(name) ?? "",
    error: feedback.fieldError(name),
  });
  return (
    <>
      <h1 className="text-2xl font-semibold">{t("admin.offers.form.title")}</h1>
      <Form method="post" {...feedback.formProps} aria-label={t("admin.offers.form.title")} className="mt-6 space-y-8">
        <CsrfField />
        <FormError message={feedback.formError} />
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-xl font-semibold">{t("admin.offers.form.recipient")}</legend>
          <TextField
            label={t("admin.offers.form.email")}
            type="email"
            autoComplete="off"
            required
            hint={t("admin.offers.form.emailHint")}
            className="sm:col-span-2"
            {...field("email")}
          />
          <SelectField
            label={t("admin.offers.form.locale")}
            name="locale"
            defaultValue={feedback.value("locale") ?? locale}
            error={feedback.fieldError("locale")}
            options={LOCALES.map((code) => ({ value: code, label: t(`admin.offers.form.languages.${code}`) }))}
          />
          <TextField label={t("admin.offers.form.companyName")} {...field("companyName")} />
          <TextField label={t("admin.offers.form.firstName")} {...field("firstName")} />
          <TextField label={t("admin.offers.form.lastName")} required {...field("lastName")} />
          <TextField label={t("admin.offers.form.streetName")} required {...field("streetName")} />
          <TextField label={t("admin.offers.form.houseNumber")} required {...field("houseNumber")} />
          <TextField label={t("admin.offers.form.zipCode")} required {...field("zipCode")} />
          <TextField label={t("admin.offers.form.city")} required {...field("city")} />
          <SelectField
            label={t("admin.offers.form.country")}
            name="countryId"
            defaultValue={feedback.value("countryId") ?? String(form.countries[0]?.id ?? "")}
            error={feedback.fieldError("countryId")}
            options={form.countries.map((country) => ({ value: String(country.id), label: country.name }))}
          />
        </fieldset>
        <fieldset aria-describedby="offer-lines-hint">
          <legend className="text-xl font-semibold">{t("admin.offers.form.lines")}</legend>
          <p id="offer-lines-hint" className="mt-1 max-w-prose text-sm text-neutral-700">
            {t("admin.offers.form.linesHint")}
          </p>
          <ol className="mt-3 space-y-3">
            {Array.from({ length: LINE_ROWS }, (_, index) => (
              <li key={index}>
                <fieldset className="grid gap-3 rounded-md border border-neutral-300 bg-white p-3 sm:grid-cols-3">
                  <legend className="px-1 text-sm font-semibold">
                    {t("admin.offers.form.line", { number: index + 1 })}
                  </legend>
                  <TextField
                    label={t("admin.offers.form.variationNumber")}
                    autoComplete="off"
                    {...field(`lines[${index}].variationNumber`)}
                  />
                  <TextField
                    label={t("admin.offers.form.quantity")}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    {...field(`lines[${index}].quantity`)}
                  />
                  <TextField
                    label={t("admin.offers.form.unitPrice")}
                    inputMode="decimal"
                    autoComplete="off"
                    {...field(`lines[${index}].unitPrice`)}
                  />
                  <TextField
                    label={t("admin.offers.form.properties")}
                    autoComplete="off"
                    hint={t("admin.offers.form.propertiesHint")}
                    className="sm:col-span-3"
                    {...field(`lines[${index}].properties`)}
                  />
                </fieldset>
              </li>
            ))}
          </ol>
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-xl font-semibold">{t("admin.offers.form.shipping")}</legend>
          <SelectField
            label={t("admin.offers.form.shippingProfile")}
            name="shippingProfileId"
            defaultValue={feedback.value("shippingProfileId") ?? String(form.shippingProfiles[0]?.id ?? "")}
            error={feedback.fieldError("shippingProfileId")}
            options={form.shippingProfiles.map((profile) => ({ value: String(profile.id), label: profile.name }))}
          />
          <TextField
            label={t("admin.offers.form.shippingPrice")}
            inputMode="decimal"
            autoComplete="off"
            {...field("shippingPrice")}
          />
          <TextField
            label={t("admin.offers.form.discount")}
            inputMode="decimal"
            autoComplete="off"
            {...field("discount")}
          />
          <TextField
            label={t("admin.offers.form.validUntil")}
            type="date"
            required
            min={form.today}
            {...field("validUntil")}
            defaultValue={feedback.value("validUntil") ?? form.defaultValidUntil}
          />
        </fieldset>
        <div>
          <label htmlFor="offer-note" className="block text-sm font-semibold">
            {t("admin.offers.form.note")}
          </label>
          <textarea
            id="offer-note"
            name="note"
            rows={4}
            maxLength={OFFER_NOTE_MAX_LENGTH}
            defaultValue={feedback.value("note") ?? ""}
            className="mt-1 w-full rounded-md border border-neutral-400 p-2"
          />
        </div>
        <Button type="submit" busy={busy}>
          {t("admin.offers.form.submit")}
        </Button>
      </Form>
    </>
  );
}
