import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { useContactDraft } from "./contact-draft.tsx";
import { useCheckoutFetcher } from "./use-checkout-fetcher.tsx";
import { useViewer } from "~/lib/viewer.tsx";

export const CONTACT_ANCHOR = "contact-information";
const HIGHLIGHT_MS = 1000;
const POINT_EVENT = "checkout:point-to-contact";

/**
 * Brings the contact information into view and highlights it for a second (docs/glossary.md,
 * storefront spec §2): whenever the email is what blocks the checkout, e.g. after saving an address.
 */
export function pointToContactInformation(): void {
  document.getElementById(CONTACT_ANCHOR)?.scrollIntoView({ block: "start" });
  window.dispatchEvent(new Event(POINT_EVENT));
}

/** A typed email that counts: well-formed for the browser's email rule and not the saved one. */
function draftOf(input: HTMLInputElement, saved: string | null): string | null {
  const value = input.value.trim();
  return value !== "" && input.validity.valid && value !== saved ? value : null;
}

/**
 * Contact information (anchor #contact-information). Pointed to by the URL hash, e.g. from
 * the to-do list, it is highlighted for one second so the eye finds it.
 */
export function ContactSection({ email }: { email: string | null }) {
  const t = useT();
  const { hash, pathname } = useLocation();
  const { prefix } = useRootData();
  const { session } = useViewer();
  const [highlighted, setHighlighted] = useState(false);
  const { fetcher, feedback, busy, formKeyField } = useCheckoutFetcher("checkout-email");
  const { setDraftEmail } = useContactDraft();
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    let timer: number | undefined;
    const highlight = () => {
      setHighlighted(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setHighlighted(false), HIGHLIGHT_MS);
    };
    const pointedByHash = () => {
      if (window.location.hash === `#${CONTACT_ANCHOR}`) highlight();
    };
    pointedByHash();
    window.addEventListener("hashchange", pointedByHash);
    window.addEventListener(POINT_EVENT, highlight);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("hashchange", pointedByHash);
      window.removeEventListener(POINT_EVENT, highlight);
    };
  }, [hash]);

  // Once an email is saved, the draft is what the field holds beyond it (the shopper may have
  // typed on while the save was under way).
  useEffect(() => {
    const input = form.current?.elements.namedItem("email");
    setDraftEmail(input instanceof HTMLInputElement ? draftOf(input, email) : null);
  }, [email, setDraftEmail]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => setDraftEmail(draftOf(event.currentTarget, email));
  // Leaving the field saves a valid new address: no separate click on 'save' is needed. A save
  // still under way is replaced by this one (it carries the newer address).
  const onBlur = (event: ChangeEvent<HTMLInputElement>) => {
    if (draftOf(event.currentTarget, email) && form.current) void fetcher.submit(form.current);
  };

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
      {session.state !== "authorized" && (
        // A customer who arrived as a visitor logs in here and comes back to the checkout.
        <p className="mt-2 text-neutral-800">
          {t("auth.haveAccount")}{" "}
          <Link
            to={`${withPrefix(prefix, "/login")}?redirect=${encodeURIComponent(pathname)}`}
            className="font-semibold text-primary-800 underline"
          >
            {t("auth.toLogin")}
          </Link>
          {" · "}
          <Link to={withPrefix(prefix, "/reset-password")} className="text-primary-800 underline">
            {t("auth.forgotPassword")}
          </Link>
        </p>
      )}
      <fetcher.Form ref={form} method="post" className="mt-4 flex flex-wrap items-end gap-3" noValidate>
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
          onChange={onChange}
          onBlur={onBlur}
        />
        <Button type="submit" variant="secondary" busy={busy}>
          {t("checkout.contactSave")}
        </Button>
      </fetcher.Form>
    </section>
  );
}
