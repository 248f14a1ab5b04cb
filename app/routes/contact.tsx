import { useEffect, useId, useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { translatorFor } from "#common/i18n/translator.ts";
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_ORDER_NUMBER_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  sendContactMessageInput,
} from "#common/schemas/contact.ts";
import { NAME_MAX_LENGTH } from "#common/schemas/auth.ts";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { TextAreaField } from "~/components/ui/text-area-field.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { succeeded, useShopForm } from "~/features/auth/use-shop-form.ts";
import { ShopFrame } from "~/features/layout/shop-frame.tsx";
import { HumanCheckField } from "~/features/newsletter/human-check-field.tsx";
import { useHumanCheckGate } from "~/features/newsletter/use-human-check-gate.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { conformAction, csrfRedirect } from "~/lib/form-action.server.ts";
import { useT, type TextsHandle } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { pageUrl } from "~/lib/page-url.ts";
import { privatePageHeaders } from "~/lib/private-page.ts";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/contact";

const FIELDS = [
  "name",
  "email",
  "orderNumber",
  "subject",
  "message",
  "acceptTerms",
  "humanCheck",
  "submissionKey",
] as const;

/** ?order= fills in the order number (a link from an order's page); a fresh key per form. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const orderNumber = (pageUrl(request).searchParams.get("order") ?? "").slice(0, CONTACT_ORDER_NUMBER_MAX_LENGTH);
  const { email, phone } = await app.rpc.getShopIdentity();
  return {
    orderNumber,
    submissionKey: crypto.randomUUID(),
    shopEmail: email,
    shopPhone: phone,
    seo: fixedPageSeo(context, { path: "/contact", title: translatorFor(app.locale)("contact.title") }),
  };
}

/**
 * POST /contact (docs/contact.md): the message checked with the operation's schema and sent,
 * without JavaScript too. A refusal keeps what was typed; 'Message could not be sent.' when the
 * shop could not store it.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const app = getAppContext(context);
  const form = await request.formData();
  if (!app.verifyCsrf(form.get("_csrf"))) return csrfRedirect(request, app.setFlash);
  return conformAction(form, {
    schema: sendContactMessageInput,
    fields: FIELDS,
    secrets: ["humanCheck"],
    failures: ["contactSendFailed"],
    run: async (message) => data({ ok: true as const, ...(await app.rpc.doSendContactMessage(message)) }),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** A form with a key of its own on every view: never cached. */
export const headers = privatePageHeaders;

export const handle = { texts: ["contact"] } satisfies TextsHandle;

/** The acceptance box, its two links inside the label. Never ticked in advance. */
function AcceptTermsField({ error }: { error: string | undefined }) {
  const t = useT();
  const { prefix } = useRootData();
  const errorId = `${useId()}-error`;
  const [before, middle = "", after = ""] = t("contact.acceptTerms", {
    termsLink: "\u0000",
    privacyLink: "\u0000",
  }).split("\u0000");
  return (
    <div>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name="acceptTerms"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1"
        />
        <span>
          {before}
          <Link to={withPrefix(prefix, "/terms-and-conditions")} className="underline">
            {t("contact.termsLink")}
          </Link>
          {middle}
          <Link to={withPrefix(prefix, "/privacy-policy")} className="underline">
            {t("contact.privacyLink")}
          </Link>
          {after}
        </span>
      </label>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function ContactForm({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const t = useT();
  const { locale } = useRootData();
  const feedback = useShopForm(actionData, locale);
  const busy = useNavigation().state === "submitting";
  const form = useRef<HTMLFormElement>(null);
  const gate = useHumanCheckGate(actionData, form);
  const value = (name: (typeof FIELDS)[number]) => feedback.value(name);
  return (
    <Form
      ref={form}
      method="post"
      {...feedback.formProps}
      onSubmit={(event) => {
        if (gate.allowSubmit(event)) feedback.formProps.onSubmit(event);
      }}
      className="mt-8 space-y-5"
      aria-labelledby="contact-title"
    >
      <CsrfField />
      <input type="hidden" name="submissionKey" value={value("submissionKey") ?? loaderData.submissionKey} />
      <FormError message={feedback.formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t("contact.name")}
          name="name"
          required
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          defaultValue={value("name")}
          error={feedback.fieldError("name")}
        />
        <TextField
          label={t("contact.email")}
          name="email"
          type="email"
          required
          autoComplete="email"
          defaultValue={value("email")}
          error={feedback.fieldError("email")}
        />
      </div>
      <TextField
        label={t("contact.orderNumber")}
        name="orderNumber"
        maxLength={CONTACT_ORDER_NUMBER_MAX_LENGTH}
        hint={t("contact.orderNumberHint")}
        defaultValue={value("orderNumber") ?? loaderData.orderNumber}
        error={feedback.fieldError("orderNumber")}
      />
      <TextField
        label={t("contact.subject")}
        name="subject"
        required
        maxLength={CONTACT_SUBJECT_MAX_LENGTH}
        defaultValue={value("subject")}
        error={feedback.fieldError("subject")}
      />
      <TextAreaField
        label={t("contact.message")}
        name="message"
        rows={7}
        required
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        hint={t("contact.messageHint", { max: CONTACT_MESSAGE_MAX_LENGTH })}
        defaultValue={value("message")}
        error={feedback.fieldError("message")}
      />
      <AcceptTermsField error={feedback.fieldError("acceptTerms")} />
      <HumanCheckField key={gate.round} error={feedback.fieldError("humanCheck")} onStateChange={gate.onCheckState} />
      <Button type="submit" busy={busy || gate.waiting}>
        {busy || gate.waiting ? t("contact.sending") : t("contact.submit")}
      </Button>
    </Form>
  );
}

/** The shop's address and phone number as links: writing or calling without the form. */
function OtherWays({ email, phone }: { email: string; phone: string }) {
  const t = useT();
  const [before, middle = "", after = ""] = t("contact.otherWays", { email: "\u0000", phone: "\u0000" }).split(
    "\u0000",
  );
  return (
    <p className="mt-2 max-w-prose text-sm text-neutral-700 [overflow-wrap:anywhere]">
      {before}
      <a href={`mailto:${email}`} className="underline">
        {email}
      </a>
      {middle}
      <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="underline">
        {phone}
      </a>
      {after}
    </p>
  );
}

/** /contact: the contact form (storefront spec §§2, 5 and 8). */
export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { prefix } = useRootData();
  const status = useRef<HTMLDivElement>(null);
  const sent = succeeded(actionData);
  useEffect(() => {
    if (sent) status.current?.focus();
  }, [sent]);
  return (
    <ShopFrame>
      <main id="main" className="mx-auto w-full max-w-2xl px-4 py-12">
        <h1 id="contact-title" className="text-3xl font-semibold">
          {t("contact.title")}
        </h1>
        {sent ? (
          <div ref={status} tabIndex={-1} role="status" className="mt-6 rounded-md bg-green-50 p-4 text-green-900">
            <h2 className="text-xl font-semibold">{t("contact.sentTitle")}</h2>
            <p className="mt-2">{t("contact.sentText", { email: (actionData as { email: string }).email })}</p>
            <p className="mt-4">
              <Link to={withPrefix(prefix, "/contact")} reloadDocument className="underline">
                {t("contact.another")}
              </Link>
            </p>
          </div>
        ) : (
          <>
            <p className="mt-4 max-w-prose">{t("contact.intro")}</p>
            <OtherWays email={loaderData.shopEmail} phone={loaderData.shopPhone} />
            <ContactForm loaderData={loaderData} actionData={actionData} />
          </>
        )}
      </main>
    </ShopFrame>
  );
}
