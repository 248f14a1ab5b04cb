import { Form, redirect, useNavigation } from "react-router";
import { translatorFor } from "#common/i18n/translator.ts";
import {
  changePasswordInput,
  deleteAccountInput,
  emptyInput,
  personalDataInput,
  requestEmailChangeInput,
} from "#common/schemas/auth.ts";
import { myNewsletterSubscribeInput } from "#common/schemas/newsletter.ts";
import { Button, buttonClass } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { CurrentPasswordField } from "~/features/auth/current-password-field.tsx";
import { NewPasswordFields } from "~/features/auth/new-password-fields.tsx";
import { ConsentField } from "~/features/newsletter/consent-field.tsx";
import { succeeded, useShopForm } from "~/features/auth/use-shop-form.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { conformAction, csrfRedirect } from "~/lib/form-action.server.ts";
import { useT, type TextsHandle } from "~/lib/i18n.tsx";
import { splitLocalePrefix, withPrefix } from "~/lib/locale-path.ts";
import { pageUrl } from "~/lib/page-url.ts";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/personal-data";

export async function loader({ context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const title = translatorFor(app.locale)("account.personal.title");
  const [{ user }, newsletter] = await Promise.all([app.rpc.getSession(), app.rpc.getMyNewsletter()]);
  return {
    user: { email: user?.email ?? "", firstName: user?.firstName ?? "", lastName: user?.lastName ?? "" },
    newsletter: newsletter.status,
    seo: fixedPageSeo(context, { path: "/my-account/personal-data", title, robots: "NOINDEX_NOFOLLOW" }),
  };
}

/** The page's forms, told apart by `intent`: each checked with its operation's schema, each answer names its form. */
export async function action({ context, request }: Route.ActionArgs) {
  const app = getAppContext(context);
  const form = await request.formData();
  if (!app.verifyCsrf(form.get("_csrf"))) return csrfRedirect(request, app.setFlash);
  const { rpc } = app;
  switch (form.get("intent")) {
    case "password":
      return conformAction(form, {
        form: "password",
        schema: changePasswordInput,
        fields: ["oldPassword", "password", "repeatPassword"],
        secrets: ["oldPassword", "password", "repeatPassword"],
        run: async (value) => {
          await rpc.doChangeUserPassword(value);
          return { ok: true as const, form: "password" };
        },
      });
    case "newsletter":
      if (form.get("subscribe") !== "1") {
        return conformAction(form, {
          form: "newsletter",
          schema: emptyInput,
          fields: [],
          run: async () => {
            await rpc.doUnsubscribeMyNewsletter();
            return { ok: true as const, form: "newsletter" };
          },
        });
      }
      return conformAction(form, {
        form: "newsletter",
        schema: myNewsletterSubscribeInput,
        fields: ["consent"],
        run: async (value) => {
          await rpc.doSubscribeMyNewsletter(value);
          return { ok: true as const, form: "newsletter" };
        },
      });
    case "delete":
      return conformAction(form, {
        form: "delete",
        schema: deleteAccountInput,
        fields: ["password"],
        secrets: ["password"],
        run: async (value) => {
          await rpc.doDeleteAccount(value);
          app.setFlash({ type: "positive", key: "account.deletion.done" });
          const { prefix } = splitLocalePrefix(pageUrl(request).pathname);
          return redirect(withPrefix(prefix, "/"));
        },
      });
    case "email":
      return conformAction(form, {
        form: "email",
        schema: requestEmailChangeInput,
        fields: ["email", "password"],
        secrets: ["password"],
        run: async (value) => {
          const sent = await rpc.doRequestEmailChange(value);
          return { ok: true as const, form: "email", email: sent.email };
        },
      });
    default:
      return conformAction(form, {
        form: "name",
        schema: personalDataInput,
        fields: ["firstName", "lastName"],
        run: async (value) => {
          await rpc.doUpdatePersonalData(value);
          return { ok: true as const, form: "name" };
        },
      });
  }
}

/** The catalogue parts its components name beyond the core texts (common/i18n/text-parts.ts). */
export const handle = { texts: ["account", "auth"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The answer of one of the page's forms, or undefined when the other one was sent. */
function answerOf(actionData: unknown, form: string): unknown {
  return typeof actionData === "object" && actionData !== null && (actionData as { form?: unknown }).form === form
    ? actionData
    : undefined;
}

function Saved({ answer, children }: { answer: unknown; children: string }) {
  if (!succeeded(answer)) return null;
  return (
    <p role="status" className="mt-3 rounded-md bg-green-50 p-3 text-green-900">
      {children}
    </p>
  );
}

/** /my-account/personal-data: the name, the password change and the data download (docs/account.md). */
export default function PersonalDataPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale, prefix } = useRootData();
  const navigation = useNavigation();
  const nameAnswer = answerOf(actionData, "name");
  const passwordAnswer = answerOf(actionData, "password");
  const emailAnswer = answerOf(actionData, "email");
  const name = useShopForm(nameAnswer, locale);
  const email = useShopForm(emailAnswer, locale);
  const deletion = useShopForm(answerOf(actionData, "delete"), locale);
  const newsletterAnswer = answerOf(actionData, "newsletter");
  const newsletter = useShopForm(newsletterAnswer, locale);
  const subscribed = loaderData.newsletter === "confirmed" || loaderData.newsletter === "pending";
  const requested = succeeded(emailAnswer) ? (emailAnswer as { email: string }).email : null;
  const password = useShopForm(passwordAnswer, locale);
  const sending = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const { user } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-semibold">{t("account.personal.title")}</h1>
      <section aria-labelledby="personal-name" className="mt-8 max-w-md">
        <h2 id="personal-name" className="text-xl font-semibold">
          {t("account.personal.nameTitle")}
        </h2>
        <Saved answer={nameAnswer}>{t("account.personal.saved")}</Saved>
        <Form method="post" className="mt-4 space-y-5" {...name.formProps} noValidate>
          <CsrfField />
          <input type="hidden" name="intent" value="name" />
          <FormError message={name.formError} />
          <TextField
            label={t("auth.firstName")}
            name="firstName"
            autoComplete="given-name"
            required
            defaultValue={name.value("firstName") ?? user.firstName}
            error={name.fieldError("firstName")}
          />
          <TextField
            label={t("auth.lastName")}
            name="lastName"
            autoComplete="family-name"
            required
            defaultValue={name.value("lastName") ?? user.lastName}
            error={name.fieldError("lastName")}
          />
          <Button type="submit" busy={sending("name")}>
            {t("account.personal.save")}
          </Button>
        </Form>
      </section>
      <section aria-labelledby="change-email" className="mt-10 max-w-md">
        <h2 id="change-email" className="text-xl font-semibold">
          {t("account.emailChange.title")}
        </h2>
        <p className="mt-2">
          <span className="font-semibold">{t("account.personal.emailLabel")}:</span> {user.email}
        </p>
        {requested && (
          <p role="status" className="mt-3 rounded-md bg-green-50 p-3 text-green-900">
            {t("account.emailChange.sent", { email: requested })}
          </p>
        )}
        <p className="mt-2 text-neutral-800">{t("account.emailChange.intro")}</p>
        <Form method="post" className="mt-4 space-y-5" {...email.formProps} noValidate>
          <CsrfField />
          <input type="hidden" name="intent" value="email" />
          <FormError message={email.formError} />
          <TextField
            label={t("account.emailChange.newEmail")}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={email.value("email") ?? ""}
            error={email.fieldError("email")}
          />
          <CurrentPasswordField name="password" error={email.fieldError("password")} />
          <Button type="submit" busy={sending("email")}>
            {t("account.emailChange.submit")}
          </Button>
        </Form>
      </section>
      <section aria-labelledby="change-password" className="mt-10 max-w-md">
        <h2 id="change-password" className="text-xl font-semibold">
          {t("account.changePassword")}
        </h2>
        <Saved answer={passwordAnswer}>{t("account.passwordChanged")}</Saved>
        <Form method="post" className="mt-4 space-y-5" {...password.formProps} noValidate>
          <CsrfField />
          <input type="hidden" name="intent" value="password" />
          <FormError message={password.formError} />
          <CurrentPasswordField name="oldPassword" error={password.fieldError("oldPassword")} />
          <NewPasswordFields label={t("account.newPassword")} fieldError={password.fieldError} />
          <Button type="submit" busy={sending("password")}>
            {t("account.changePasswordSubmit")}
          </Button>
        </Form>
      </section>
      <section aria-labelledby="personal-export" className="mt-10 max-w-xl">
        <h2 id="personal-export" className="text-xl font-semibold">
          {t("account.personal.dataTitle")}
        </h2>
        <p className="mt-2 text-neutral-800">{t("account.personal.dataIntro")}</p>
        {/* A file download, not a page: a plain link whose answer the browser saves. */}
        <a
          href={withPrefix(prefix, "/my-account/personal-data/export")}
          download
          className={buttonClass("secondary", "mt-4")}
        >
          {t("account.personal.download")}
        </a>
      </section>
      <section aria-labelledby="my-newsletter" className="mt-10 max-w-xl">
        <h2 id="my-newsletter" className="text-xl font-semibold">
          {t("account.newsletter.title")}
        </h2>
        <p role="status" className="mt-2 text-neutral-800">
          {t(`account.newsletter.status.${loaderData.newsletter}`, { email: user.email })}
        </p>
        <Form method="post" className="mt-4 max-w-md space-y-4" {...newsletter.formProps} noValidate>
          <CsrfField />
          <input type="hidden" name="intent" value="newsletter" />
          <input type="hidden" name="subscribe" value={subscribed ? "0" : "1"} />
          <FormError message={newsletter.formError} />
          {!subscribed && (
            <ConsentField
              error={newsletter.fieldError("consent")}
              privacyHref={withPrefix(prefix, "/privacy-policy")}
            />
          )}
          <Button type="submit" variant={subscribed ? "secondary" : "primary"} busy={sending("newsletter")}>
            {t(subscribed ? "account.newsletter.unsubscribe" : "account.newsletter.subscribe")}
          </Button>
        </Form>
      </section>
      <section aria-labelledby="delete-account" className="mt-10 max-w-xl">
        <h2 id="delete-account" className="text-xl font-semibold">
          {t("account.deletion.title")}
        </h2>
        <p className="mt-2 text-neutral-800">{t("account.deletion.intro")}</p>
        <p className="mt-2 text-neutral-800">{t("account.deletion.kept")}</p>
        <Form method="post" className="mt-4 max-w-md space-y-5" {...deletion.formProps} noValidate>
          <CsrfField />
          <input type="hidden" name="intent" value="delete" />
          <FormError message={deletion.formError} />
          <CurrentPasswordField name="password" error={deletion.fieldError("password")} />
          <Button type="submit" busy={sending("delete")}>
            {t("account.deletion.submit")}
          </Button>
        </Form>
      </section>
    </>
  );
}
