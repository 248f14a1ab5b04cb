import { data, Link } from "react-router";
import type { ErrorKey } from "#common/errors.ts";
import { errorMessage } from "#common/i18n/error-message.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { AppError, httpStatusFor } from "#server/errors.ts";
import { FormError } from "~/components/ui/form-error.tsx";
import { getAppContext } from "~/lib/context.server.ts";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { pageUrl } from "~/lib/page-url.ts";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/newsletter-link";

type Outcome = { done: "confirmed" | "unsubscribed" } | { error: ErrorKey };

/**
 * The links of the newsletter mails (the newsletter-confirmation guard): /newsletter/confirm/:token
 * and /newsletter/unsubscribe/:token act on opening, so they work from any mail client
 * without JavaScript, and show the result or the translated error.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const unsubscribing = pageUrl(request).pathname.includes("/newsletter/unsubscribe/");
  const title = translatorFor(app.locale)("newsletter.confirmTitle");
  const seo = fixedPageSeo(context, { path: "/newsletter", title, robots: "NOINDEX" });
  try {
    if (unsubscribing) await app.rpc.doUnsubscribeNewsletter({ token: params.token });
    else await app.rpc.doConfirmNewsletter({ token: params.token });
    const outcome: Outcome = { done: unsubscribing ? "unsubscribed" : "confirmed" };
    return { seo, outcome };
  } catch (error) {
    if (!(error instanceof AppError) || error.kind === "unexpected") throw error;
    const outcome: Outcome = {
      error: error.kind === "invalid_data" && error.fields ? "newsletterLinkInvalid" : error.key,
    };
    return data({ seo, outcome }, { status: httpStatusFor(error.kind) });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function NewsletterLinkPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { prefix, locale } = useRootData();
  const { outcome } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-12">
      <h1 className="mb-6 text-3xl font-semibold">{t("newsletter.confirmTitle")}</h1>
      {"done" in outcome ? (
        <p role="status" className="rounded-md bg-green-50 p-3 font-medium text-green-900">
          {t(outcome.done === "confirmed" ? "newsletter.confirmed" : "newsletter.unsubscribed")}
        </p>
      ) : (
        <FormError message={errorMessage(locale, outcome.error)} />
      )}
      <p className="mt-6">
        <Link to={withPrefix(prefix, "/")} className="underline">
          {t("newsletter.toHome")}
        </Link>
      </p>
    </main>
  );
}
