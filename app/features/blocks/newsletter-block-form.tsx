import { useId } from "react";
import { TextField } from "~/components/ui/text-field.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { NEWSLETTER_ACTION_PATH } from "./newsletter-action.ts";

/**
 * The subscription form of the NewsletterSubscribe block: a plain POST to the newsletter
 * route, so it works without JavaScript. Field names follow the newsletter feature's input
 * (email, firstName, lastName, consent); its own form component can replace this one.
 */
export function NewsletterBlockForm({
  showName,
  nameRequired,
  buttonLabel,
}: {
  showName: boolean;
  nameRequired: boolean;
  buttonLabel?: string;
}) {
  const t = useT();
  const { prefix } = useRootData();
  const consentId = useId();
  return (
    <form method="post" action={withPrefix(prefix, NEWSLETTER_ACTION_PATH)} className="mt-6 grid gap-4 sm:grid-cols-2">
      <CsrfField />
      {showName && (
        <>
          <TextField
            label={t("blocks.newsletter.firstName")}
            name="firstName"
            autoComplete="given-name"
            maxLength={100}
            required={nameRequired}
          />
          <TextField
            label={t("blocks.newsletter.lastName")}
            name="lastName"
            autoComplete="family-name"
            maxLength={100}
            required={nameRequired}
          />
        </>
      )}
      <TextField
        label={t("blocks.newsletter.email")}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={254}
        required
        className="sm:col-span-2"
      />
      <div className="flex items-start gap-2 sm:col-span-2">
        <input id={consentId} type="checkbox" name="consent" value="true" required className="mt-1 size-4" />
        <p className="text-sm">
          <label htmlFor={consentId}>{t("blocks.newsletter.consent")}</label>{" "}
          <a href={withPrefix(prefix, "/privacy-policy")} className="underline">
            {t("blocks.newsletter.privacyLink")}
          </a>
        </p>
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          className="rounded-md bg-primary-700 px-5 py-2.5 font-semibold text-white hover:bg-primary-800"
        >
          {buttonLabel || t("blocks.newsletter.subscribe")}
        </button>
      </div>
    </form>
  );
}
