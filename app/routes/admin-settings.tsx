import { data, Form, useNavigation } from "react-router";
import { translatorFor } from "#common/i18n/translator.ts";
import { saveShopIdentityInput, SHOP_IDENTITY_FIELDS, type ShopIdentityField } from "#common/schemas/shop-identity.ts";
import { adminFormAction } from "~/admin/admin-action.server.ts";
import { AdminForbidden } from "~/admin/admin-forbidden.tsx";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useShopForm } from "~/features/auth/use-shop-form.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/admin-settings";

/** The form's sections, in the order a shop's letterhead reads (docs/shop-settings.md). */
type Group = "company" | "contact" | "legal" | "bank" | "returns";
const GROUPS: { legend: Group; fields: { name: ShopIdentityField; type?: string; autoComplete?: string }[] }[] = [
  {
    legend: "company",
    fields: [
      { name: "companyName", autoComplete: "organization" },
      { name: "shopName" },
      { name: "street", autoComplete: "street-address" },
      { name: "zipCode", autoComplete: "postal-code" },
      { name: "city", autoComplete: "address-level2" },
      { name: "country", autoComplete: "country-name" },
    ],
  },
  {
    legend: "contact",
    fields: [
      { name: "email", type: "email", autoComplete: "email" },
      { name: "phone", type: "tel", autoComplete: "tel" },
    ],
  },
  {
    legend: "legal",
    fields: [
      { name: "managingDirectors" },
      { name: "registerCourt" },
      { name: "registerNumber" },
      { name: "vatId" },
      { name: "contentResponsible" },
    ],
  },
  {
    legend: "bank",
    fields: [{ name: "bankAccountHolder" }, { name: "bankName" }, { name: "iban" }, { name: "bic" }],
  },
  {
    legend: "returns",
    fields: [
      { name: "returnName" },
      { name: "returnStreet" },
      { name: "returnZipCode" },
      { name: "returnCity" },
      { name: "returnCountry" },
    ],
  },
];

/** Fields a shop may leave empty (a sole trader has no register or managing directors). */
const OPTIONAL = new Set<ShopIdentityField>([
  "managingDirectors",
  "registerCourt",
  "registerNumber",
  "vatId",
  "contentResponsible",
]);

export async function loader({ context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const seo = fixedPageSeo(context, {
    path: "/admin/settings",
    title: translatorFor(app.locale)("admin.settings.title"),
    robots: "NOINDEX_NOFOLLOW",
  });
  const { operator } = await app.rpc.getEditorSession();
  // The layout admits staff too; the shop's identity is the owner's (the operation checks it again).
  if (operator?.role !== "owner") {
    return data({ allowed: false as const, role: operator?.role ?? "staff", seo }, { status: 403 });
  }
  return { allowed: true as const, record: await app.rpc.getAdminShopIdentity(), seo };
}

/** Saves every field at once; a form loaded before someone else's save is refused (shopIdentityConflict). */
export async function action(args: Route.ActionArgs) {
  return adminFormAction(
    args,
    {
      schema: saveShopIdentityInput,
      fields: [...SHOP_IDENTITY_FIELDS, "expectedVersion"],
      form: "shop-identity",
      run: async (value, rpc) => {
        await rpc.doSaveShopIdentity(value);
        return "admin.settings.saved";
      },
    },
    await args.request.formData(),
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * /admin/settings: the shop's identity (company, contact, register, VAT id, bank account,
 * return address), which the legal pages, mails, documents and search engines show.
 */
export default function AdminSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useRootData();
  const feedback = useShopForm(actionData, locale);
  const busy = useNavigation().state === "submitting";
  if (!loaderData.allowed) {
    return <AdminForbidden role={loaderData.role} text="admin.settings.forbidden" />;
  }
  const { identity, version } = loaderData.record;
  return (
    <>
      <h1 className="text-2xl font-semibold">{t("admin.settings.title")}</h1>
      <p className="mt-2 max-w-prose text-neutral-700">{t("admin.settings.intro")}</p>
      {/* A new version remounts the form: the fields show what was stored (the IBAN without spaces, say). */}
      <Form
        key={version}
        method="post"
        {...feedback.formProps}
        aria-label={t("admin.settings.title")}
        className="mt-6 space-y-8"
      >
        <CsrfField />
        <input type="hidden" name="expectedVersion" value={version} />
        <FormError message={feedback.formError} />
        {GROUPS.map((group) => (
          <fieldset key={group.legend} className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-xl font-semibold">{t(`admin.settings.groups.${group.legend}`)}</legend>
            {group.fields.map((field) => (
              <TextField
                key={field.name}
                name={field.name}
                label={t(`admin.settings.fields.${field.name}`)}
                type={field.type ?? "text"}
                autoComplete={field.autoComplete ?? "off"}
                required={!OPTIONAL.has(field.name)}
                defaultValue={feedback.value(field.name) ?? identity[field.name]}
                error={feedback.fieldError(field.name)}
              />
            ))}
          </fieldset>
        ))}
        <Button type="submit" disabled={busy}>
          {t("admin.settings.save")}
        </Button>
      </Form>
    </>
  );
}
