import { translatorFor } from "#common/i18n/translator.ts";
import { NewsletterForm } from "~/features/newsletter/newsletter-form.tsx";
import { newsletterAction } from "~/features/newsletter/newsletter-action.server.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { useT } from "~/lib/i18n.tsx";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/newsletter";

export function loader({ context }: Route.LoaderArgs) {
  const title = translatorFor(getAppContext(context).locale)("newsletter.confirmTitle");
  return { seo: fixedPageSeo(context, { path: "/newsletter", title, robots: "NOINDEX" }) };
}

/** POST /newsletter: the form's sign-up, from a fetcher or a page post without JavaScript. */
export function action({ context, request }: Route.ActionArgs) {
  return newsletterAction(context, request);
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The sign-up on its own page: where the form lands without JavaScript. */
export default function NewsletterPage() {
  const t = useT();
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-12">
      <h1 className="mb-6 text-3xl font-semibold">{t("newsletter.confirmTitle")}</h1>
      <NewsletterForm showName nameRequired={false} />
    </main>
  );
}
