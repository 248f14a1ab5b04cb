import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from "react";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { CARD_FIELDS, loadMollieComponents, type MollieInstance } from "./mollie-components.ts";

export type MollieCardFormHandle = {
  /** The card token for doCreateMolliePaymentFromOrder, or null (the error is shown in the form). */
  createToken(): Promise<string | null>;
};

/** From getMollieSettings: the profile, Mollie's locale (de_DE), test mode and the script's address. */
type Props = { profileId: string; locale: string; testmode: boolean; scriptUrl: string };

const LABELS = {
  cardHolder: "payment.cardHolder",
  cardNumber: "payment.cardNumber",
  expiryDate: "payment.expiryDate",
  verificationCode: "payment.verificationCode",
} as const;

/**
 * The embedded card form of component mode (docs/glossary.md, storefront spec §4): Mollie's fields in
 * iframes under our labels. Only mounted when getMollieSettings says componentMode and the
 * shopper chose the embedded card; the page calls createToken() when the shopper places the
 * order. Without JavaScript Mollie's script cannot run: the form says that the card details
 * are then taken on Mollie's hosted page (a payment without a token, docs/payments.md).
 */
export const MollieCardForm = forwardRef<MollieCardFormHandle, Props>(function MollieCardForm(
  { profileId, locale, testmode, scriptUrl },
  ref,
) {
  const t = useT();
  const hydrated = useHydrated();
  const { nonce } = useRootData();
  const mollie = useRef<MollieInstance | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const mounted: { unmount(): void }[] = [];
    loadMollieComponents(scriptUrl, nonce)
      .then((factory) => {
        if (cancelled) return;
        const instance = factory(profileId, { locale, testmode });
        for (const field of CARD_FIELDS) {
          const component = instance.createComponent(field);
          component.mount(`#mollie-${field}`);
          mounted.push(component);
        }
        mollie.current = instance;
      })
      .catch(() => {
        if (!cancelled) setUnavailable(true);
      });
    return () => {
      cancelled = true;
      for (const component of mounted) component.unmount();
      mollie.current = null;
    };
  }, [scriptUrl, nonce, profileId, locale, testmode]);

  useImperativeHandle(ref, () => ({
    async createToken() {
      const instance = mollie.current;
      if (!instance) {
        setError(t("errors.paymentProviderError"));
        return null;
      }
      const { token, error: failure } = await instance.createToken();
      // Mollie's own message is not translated; the spec's card text names the fields.
      setError(token && !failure ? null : t("errors.paymentCardDataInvalid"));
      return token && !failure ? token : null;
    },
  }));

  return (
    <fieldset className="space-y-3" aria-describedby={error ? "mollie-card-error" : undefined}>
      <legend className="font-semibold">{t("payment.cardForm")}</legend>
      {!hydrated && <p>{t("payment.cardFormNeedsJavaScript")}</p>}
      {CARD_FIELDS.map((field) => (
        <div key={field}>
          <span id={`mollie-${field}-label`} className="block text-sm font-medium">
            {t(LABELS[field])}
          </span>
          <div
            id={`mollie-${field}`}
            role="group"
            aria-labelledby={`mollie-${field}-label`}
            className="mt-1 min-h-11 rounded-md border border-neutral-500 px-3 py-2"
          />
        </div>
      ))}
      {(error || unavailable) && (
        <p id="mollie-card-error" role="alert" className="text-red-800">
          {error ?? t("errors.paymentProviderError")}
        </p>
      )}
    </fieldset>
  );
});
