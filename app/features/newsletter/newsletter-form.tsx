import { useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useFormFeedback } from "~/features/auth/use-form-feedback.ts";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { ConsentField } from "./consent-field.tsx";
import { HumanCheckField } from "./human-check-field.tsx";
import { useHumanCheckGate } from "./use-human-check-gate.ts";

type Props = { showName: boolean; nameRequired: boolean; buttonLabel?: string };

/** This form's answers carry form "newsletter"; another route's action data is ignored. */
function ownAnswer(value: unknown): unknown {
  return typeof value === "object" && value !== null && (value as { form?: unknown }).form === "newsletter"
    ? value
    : undefined;
}

/**
 * The newsletter sign-up (docs/newsletter.md) for the NewsletterSubscribe block and the
 * /newsletter page. Posts to /newsletter: with JavaScript through a fetcher, without it
 * as a page post that renders the /newsletter page with the answer.
 */
export function NewsletterForm({ showName, nameRequired, buttonLabel }: Props) {
  const t = useT();
  const { locale, prefix } = useRootData();
  const fetcher = useFetcher();
  const pageAnswer = useActionData();
  const answer = ownAnswer(fetcher.data) ?? ownAnswer(pageAnswer);
  const feedback = useFormFeedback(answer, locale);
  const succeeded = (answer as { ok?: boolean } | undefined)?.ok === true;
  const busy = fetcher.state !== "idle";
  const status = useRef<HTMLParagraphElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const gate = useHumanCheckGate(fetcher.data, form);

  useEffect(() => {
    if (succeeded) status.current?.focus();
  }, [succeeded]);

  if (succeeded) {
    return (
      <p ref={status} tabIndex={-1} role="status" className="rounded-md bg-green-50 p-3 font-medium text-green-900">
        {t("newsletter.success")}
      </p>
    );
  }
  const required = showName && nameRequired;
  const optional = (label: string) => (required ? label : `${label} ${t("newsletter.optional")}`);
  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={withPrefix(prefix, "/newsletter")}
      className="space-y-4"
      noValidate
      onSubmit={(event) => void gate.allowSubmit(event)}
    >
      <CsrfField />
      <input type="hidden" name="nameRequired" value={required ? "1" : "0"} />
      <FormError message={feedback.formError} />
      <TextField
        label={t("newsletter.email")}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={feedback.value("email")}
        error={feedback.fieldError("email")}
      />
      {showName && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={optional(t("newsletter.firstName"))}
            name="firstName"
            autoComplete="given-name"
            required={required}
            defaultValue={feedback.value("firstName")}
            error={feedback.fieldError("firstName")}
          />
          <TextField
            label={optional(t("newsletter.lastName"))}
            name="lastName"
            autoComplete="family-name"
            required={required}
            defaultValue={feedback.value("lastName")}
            error={feedback.fieldError("lastName")}
          />
        </div>
      )}
      <ConsentField error={feedback.fieldError("consent")} privacyHref={withPrefix(prefix, "/privacy-policy")} />
      <HumanCheckField key={gate.round} error={feedback.fieldError("humanCheck")} onStateChange={gate.onCheckState} />
      <Button type="submit" busy={busy || gate.waiting}>
        {busy || gate.waiting ? t("newsletter.sending") : (buttonLabel ?? t("newsletter.submit"))}
      </Button>
    </fetcher.Form>
  );
}
