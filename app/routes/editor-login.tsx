import { Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { translatorFor } from "#common/i18n/translator.ts";
import { loginInput } from "#common/schemas/auth.ts";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useShopForm } from "~/features/auth/use-shop-form.ts";
import { ShopFrame } from "~/features/layout/shop-frame.tsx";
import { getAppContext } from "~/lib/context.server.ts";
import { editorLoginPath } from "~/lib/editor-form.server.ts";
import { editorReturnPath } from "~/lib/editor-return-path.ts";
import { conformAction } from "~/lib/form-action.server.ts";
import { useT, type TextsHandle } from "~/lib/i18n.tsx";
import { splitLocalePrefix, withPrefix } from "~/lib/locale-path.ts";
import { pageUrl } from "~/lib/page-url.ts";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/editor-login";

/**
 * The operator login (docs/operators.md). It remembers the page the operator came from
 * (?redirect, else the Referer) and returns there in edit mode; an operator already in the
 * editor goes there at once.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const url = pageUrl(request);
  const returnTo = editorReturnPath({
    requested: url.searchParams.get("redirect"),
    referer: request.headers.get("referer"),
    origin: app.origin,
    fallback: withPrefix(splitLocalePrefix(url.pathname).prefix, "/"),
  });
  const editor = await app.rpc.getEditorSession();
  if (editor.editingEnabled) throw redirect(returnTo);
  const title = translatorFor(app.locale)("operatorLogin.title");
  return { returnTo, seo: fixedPageSeo(context, { path: "/editor/login", title, robots: "NOINDEX_NOFOLLOW" }) };
}

/** The operator login's form: the operation's own schema, plus the page to return to (kept across a refusal). */
const operatorLoginForm = loginInput.extend({ redirect: z.string().max(2000).optional() });

export async function action({ context, request }: Route.ActionArgs) {
  const app = getAppContext(context);
  const form = await request.formData();
  const home = withPrefix(splitLocalePrefix(pageUrl(request).pathname).prefix, "/");
  const requested = String(form.get("redirect") ?? "");
  const returnTo = editorReturnPath({ requested, referer: null, origin: app.origin, fallback: home });
  if (!app.verifyCsrf(form.get("_csrf"))) {
    // A stale form (the shop session changed since it was loaded): again, with a fresh token.
    app.setFlash({ type: "negative", key: "errors.csrfTokenMismatch" });
    return redirect(editorLoginPath(returnTo));
  }
  return conformAction(form, {
    schema: operatorLoginForm,
    fields: ["email", "password", "redirect"],
    secrets: ["password"],
    run: async ({ email, password }) => {
      await app.rpc.doOperatorLogin({ email, password });
      app.setFlash({ type: "positive", key: "operatorLogin.loggedIn" });
      return redirect(returnTo);
    },
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The catalogue parts its components name beyond the core texts (common/i18n/text-parts.ts). */
export const handle = { texts: ["auth"] } satisfies TextsHandle;

export default function EditorLoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useRootData();
  const feedback = useShopForm(actionData, locale);
  const busy = useNavigation().state === "submitting";
  return (
    <ShopFrame simplified>
      <main id="main" className="mx-auto w-full max-w-md px-4 py-12">
        <h1 className="text-3xl font-semibold">{t("operatorLogin.title")}</h1>
        <p className="mt-2 text-neutral-700">{t("operatorLogin.intro")}</p>
        <Form method="post" className="mt-8 space-y-5" {...feedback.formProps} noValidate>
          <CsrfField />
          <FormError message={feedback.formError} />
          <input type="hidden" name="redirect" value={feedback.value("redirect") ?? loaderData.returnTo} />
          <TextField
            label={t("operatorLogin.email")}
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={feedback.value("email")}
            error={feedback.fieldError("email")}
          />
          <TextField
            label={t("operatorLogin.password")}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={feedback.fieldError("password")}
          />
          <Button type="submit" busy={busy} className="w-full">
            {t("operatorLogin.submit")}
          </Button>
        </Form>
      </main>
    </ShopFrame>
  );
}
