import { Link } from "react-router";
import { translatorFor } from "#common/i18n/translator.ts";
import { Button } from "~/components/ui/button.tsx";
import { getAppContext } from "~/lib/context.server.ts";
import { useT, type TextsHandle } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import type { Route } from "./+types/cancellation-form";

export async function loader({ context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const title = translatorFor(app.locale)("withdrawal.modelForm.title");
  // The addressee: the shop's identity settings (docs/shop-settings.md).
  const identity = await app.rpc.getShopIdentity();
  const seller = {
    name: identity.companyName,
    street: identity.street,
    zipCode: identity.zipCode,
    city: identity.city,
    country: identity.country,
    email: identity.email,
  };
  return { seller, seo: fixedPageSeo(context, { path: "/cancellation-form", title }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export const handle = { texts: ["withdrawal"] } satisfies TextsHandle;

/** The lines of the form the consumer fills in, in the annex's order. */
const LINES = ["contract", "orderedOn", "name", "address", "signature", "date"] as const;

/**
 * /cancellation-form: the model withdrawal form of annex I(B) of Directive 2011/83/EU (in German
 * law annex 2 to art. 246a § 1 EGBGB) with the shop's name and address filled in, to print, and
 * the link to the withdrawal function, which is the easier way (docs/after-sales.md).
 */
export default function CancellationFormPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { prefix } = useRootData();
  const hydrated = useHydrated();
  const { seller } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-2xl font-semibold wrap-break-word hyphens-auto sm:text-3xl">
        {t("withdrawal.modelForm.title")}
      </h1>
      <div className="mt-4 max-w-prose space-y-3 print:hidden">
        <p>
          {t("withdrawal.modelForm.easier")}{" "}
          <Link to={withPrefix(prefix, "/withdrawal")} className="font-semibold text-primary-800 underline">
            {t("footer.withdraw")}
          </Link>
        </p>
        <p>{t("withdrawal.modelForm.optional")}</p>
        {/* Printing needs the browser's own print; the button only once it can call it. */}
        {hydrated && (
          <Button type="button" variant="secondary" onClick={() => window.print()}>
            {t("withdrawal.modelForm.print")}
          </Button>
        )}
      </div>
      <section aria-labelledby="model-form" className="mt-8 rounded-md border border-neutral-400 p-6">
        <h2 id="model-form" className="text-xl font-semibold">
          {t("withdrawal.modelForm.heading")}
        </h2>
        <p className="mt-2">{t("withdrawal.modelForm.instruction")}</p>
        <ul className="mt-4 space-y-4">
          <li>
            {t("withdrawal.modelForm.to")}
            <address className="mt-1 not-italic">
              {seller.name}
              <br />
              {seller.street}
              <br />
              {seller.zipCode} {seller.city}
              <br />
              {seller.country}
              <br />
              {seller.email}
            </address>
          </li>
          {LINES.map((line) => (
            <li key={line} className="border-b border-dashed border-neutral-500 pb-6">
              {t(`withdrawal.modelForm.${line}`)}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm">{t("withdrawal.modelForm.delete")}</p>
      </section>
    </main>
  );
}
