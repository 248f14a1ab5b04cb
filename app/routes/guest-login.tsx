import { Form, useNavigation, useSearchParams } from "react-router";
import { translatorFor } from "#common/i18n/translator.ts";
import { guestLoginInput } from "#common/schemas/auth.ts";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useShopForm } from "~/features/auth/use-shop-form.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { sessionFormAction } from "~/lib/form-action.server.ts";
import { useT, type TextsHandle } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/guest-login";

export function loader({ context }: Route.LoaderArgs) {
  const title = translatorFor(getAppContext(context).locale)("auth.guestTitle");
  return { seo: fixedPageSeo(context, { path: "/guest/login", title, robots: "NOINDEX" }) };
}

export function action(args: Route.ActionArgs) {
  return sessionFormAction(args, {
    schema: guestLoginInput,
    fields: ["email"],
    run: (value, rpc) => rpc.doLoginAsGuest(value),
    flashKey: "auth.guestStarted",
    // The checkout comes later; until then a guest continues shopping from the home page.
    fallbackPath: "/",
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The catalogue parts its components name beyond the core texts (common/i18n/text-parts.ts). */
export const handle = { texts: ["auth"] } satisfies TextsHandle;

export default function GuestLoginPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useRootData();
  const [params] = useSearchParams();
  const feedback = useShopForm(actionData, locale);
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <h1 className="text-3xl font-semibold">{t("auth.guestTitle")}</h1>
      <p className="mt-2 text-neutral-700">{t("auth.guestIntro")}</p>
      <Form method="post" className="mt-8 space-y-5" {...feedback.formProps} noValidate>
        <CsrfField />
        <FormError message={feedback.formError} />
        <input type="hidden" name="redirect" value={params.get("redirect") ?? ""} />
        <TextField
          label={t("auth.email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={feedback.value("email")}
          error={feedback.fieldError("email")}
        />
        <Button type="submit" busy={busy} className="w-full">
          {t("auth.guestSubmit")}
        </Button>
      </Form>
    </>
  );
}
