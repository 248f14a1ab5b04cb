import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useFormFeedback } from "~/features/auth/use-form-feedback.ts";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";

/** Soft login (docs/glossary.md, storefront spec §6): last name or company name, or postcode; or log in. */
export function SoftLoginForm({ actionData, loginPath }: { actionData: unknown; loginPath: string }) {
  const t = useT();
  const { locale } = useRootData();
  const feedback = useFormFeedback(actionData, locale);
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="soft-login-heading" className="mt-10 rounded-md border border-neutral-300 p-6">
      <h2 id="soft-login-heading" className="text-xl font-semibold">
        {t("order.confirmation.softLoginHeading")}
      </h2>
      <p className="mt-2 text-neutral-700">{t("order.confirmation.softLoginIntro")}</p>
      <Form method="post" className="mt-6 space-y-5" noValidate>
        <CsrfField />
        <FormError message={feedback.formError} />
        <TextField
          label={t("order.confirmation.softLoginName")}
          name="name"
          autoComplete="family-name"
          maxLength={100}
          defaultValue={feedback.value("name")}
          error={feedback.fieldError("name")}
        />
        <p className="text-sm text-neutral-700">{t("order.confirmation.softLoginOr")}</p>
        <TextField
          label={t("order.confirmation.softLoginZip")}
          name="zipCode"
          autoComplete="postal-code"
          maxLength={20}
          defaultValue={feedback.value("zipCode")}
          error={feedback.fieldError("zipCode")}
        />
        <Button type="submit" busy={busy}>
          {t("order.confirmation.softLoginSubmit")}
        </Button>
      </Form>
      <p className="mt-6">
        <Link to={loginPath} className="text-primary-800 underline">
          {t("order.confirmation.orLogin")}
        </Link>
      </p>
    </section>
  );
}
