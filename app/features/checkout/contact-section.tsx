import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useT } from "~/lib/i18n.tsx";
import { useCheckoutFetcher } from "./use-checkout-fetcher.tsx";

export const CONTACT_ANCHOR = "contact-information";
const HIGHLIGHT_MS = 1000;

/**
 * Contact information (anchor #contact-information). Pointed to by the URL hash, e.g. from
 * the to-do list, it is highlighted for one second so the eye finds it.
 */
export function ContactSection({ email }: { email: string | null }) {
  const t = useT();
  const { hash } = useLocation();
  const [highlighted, setHighlighted] = useState(false);
  const { fetcher, feedback, busy, formKeyField } = useCheckoutFetcher("checkout-email");

  useEffect(() => {
    const point = () => {
      if (window.location.hash !== `#${CONTACT_ANCHOR}`) return;
      setHighlighted(true);
      window.setTimeout(() => setHighlighted(false), HIGHLIGHT_MS);
    };
    point();
    window.addEventListener("hashchange", point);
    return () => window.removeEventListener("hashchange", point);
  }, [hash]);

  return (
    <section
      id={CONTACT_ANCHOR}
      aria-labelledby="contact-information-title"
      data-highlighted={highlighted || undefined}
      className={`scroll-mt-24 rounded-lg border p-5 transition-colors ${highlighted ? "border-primary-700 bg-primary-50" : "border-neutral-300"}`}
    >
      <h2 id="contact-information-title" className="text-xl font-semibold">
        {t("checkout.contactTitle")}
      </h2>
      <fetcher.Form method="post" className="mt-4 flex flex-wrap items-end gap-3" noValidate>
        <CsrfField />
        <input type="hidden" name="intent" value="email" />
        {formKeyField}
        <TextField
          className="min-w-64 flex-1"
          label={t("checkout.contactEmail")}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={feedback.value("email") ?? email ?? ""}
          error={feedback.fieldError("email")}
        />
        <Button type="submit" variant="secondary" busy={busy}>
          {t("checkout.contactSave")}
        </Button>
      </fetcher.Form>
    </section>
  );
}
