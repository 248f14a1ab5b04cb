import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button.tsx";
import { translatorFor } from "#common/i18n/translator.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { useT, type TextsHandle } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/reset-password-success";

export function loader({ context }: Route.LoaderArgs) {
  const title = translatorFor(getAppContext(context).locale)("auth.resetSuccessTitle");
  return { seo: fixedPageSeo(context, { path: "/reset-password-success", title, robots: "NOINDEX" }) };
}

/** The catalogue parts its components name beyond the core texts (common/i18n/text-parts.ts). */
export const handle = { texts: ["auth"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** After a new password was set through the mailed link: every session has ended, so log in again. */
export default function ResetPasswordSuccessPage() {
  const t = useT();
  const { prefix } = useRootData();
  return (
    <>
      <h1 className="text-3xl font-semibold">{t("auth.resetSuccessTitle")}</h1>
      <p role="status" className="mt-4 text-neutral-800">
        {t("auth.resetSuccess")}
      </p>
      <p className="mt-8">
        <Link to={withPrefix(prefix, "/login")} className={buttonClass()}>
          {t("auth.loginSubmit")}
        </Link>
      </p>
    </>
  );
}
