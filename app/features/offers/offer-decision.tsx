import { useRef, useState, type FormEvent } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import { OFFER_DECLINE_REASON_MAX_LENGTH } from "#common/schemas/offers.ts";
import type { OfferPaymentMethod } from "#server/operations/offers.ts";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useShopForm } from "~/features/auth/use-shop-form.ts";
import { TermsCheckbox } from "~/features/checkout/terms-checkbox.tsx";
import { useApi } from "~/lib/api.tsx";
import { ApiError } from "~/lib/api-client.ts";
import { errorMessageFor } from "~/lib/api-error-message.ts";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";

/** A refused acceptance: the message above the form (without JavaScript too). */
export type AcceptFailure = { ok: false; intent: "accept"; message: string };

export function acceptFailureOf(actionData: unknown): AcceptFailure | null {
  return typeof actionData === "object" &&
    actionData !== null &&
    (actionData as { intent?: unknown }).intent === "accept"
    ? (actionData as AcceptFailure)
    : null;
}

/**
 * Accepting an offer: the payment method, the terms' tick and the order button that says the
 * order is binding (§ 312j BGB). The page's submission key makes a double click one order.
 * Without JavaScript the form posts to the page (on to the payment return page, which links to
 * the provider); with it, the page accepts through the API and goes straight to the provider's
 * page (or the confirmation), as the checkout does; a refusal shows at the form.
 */
export function AcceptOfferForm({
  offer,
  methods,
  submissionKey,
  actionData,
}: {
  offer: { offerId: number; accessKey: string };
  methods: OfferPaymentMethod[];
  submissionKey: string;
  actionData: unknown;
}) {
  const t = useT();
  const { locale } = useRootData();
  const api = useApi();
  const navigate = useNavigate();
  const [terms, setTerms] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [accepting, setAccepting] = useState(false);
  const inFlight = useRef(false);
  const navigation = useNavigation();
  const busy = accepting || (navigation.state !== "idle" && navigation.formData?.get("intent") === "accept");
  const failure = acceptFailureOf(actionData);

  async function accept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = new FormData(event.currentTarget);
    inFlight.current = true;
    setAccepting(true);
    setRefusal(null);
    try {
      const placed = await api.call(
        "doAcceptOffer",
        {
          ...offer,
          paymentMethodId: Number(form.get("paymentMethodId")),
          termsAccepted: form.get("termsAccepted") === "1",
          submissionKey,
        },
        { inlineErrors: true },
      );
      if (placed.paymentFlow === "offline") {
        await navigate(placed.redirectUrl);
        return;
      }
      const payment = await api.call("doCreateMolliePaymentFromOrder", { orderId: placed.orderId, options: {} });
      // The provider's page is another origin: by navigation (CSP form-action 'self').
      window.location.assign(payment.checkoutUrl ?? placed.redirectUrl);
    } catch (error) {
      inFlight.current = false;
      setAccepting(false);
      if (error instanceof ApiError && error.fields) {
        setRefusal(Object.values(error.fields)[0] ?? errorMessageFor(error, locale));
      } else {
        setRefusal(errorMessageFor(error, locale));
      }
    }
  }

  return (
    <Form
      method="post"
      onSubmit={(event) => void accept(event)}
      aria-labelledby="offer-accept-heading"
      className="mt-10 space-y-4"
    >
      <h2 id="offer-accept-heading" className="text-xl font-semibold">
        {t("offers.accept.title")}
      </h2>
      <CsrfField />
      <input type="hidden" name="intent" value="accept" />
      <input type="hidden" name="submissionKey" value={submissionKey} />
      <FormError message={refusal ?? failure?.message ?? null} />
      <fieldset>
        <legend className="font-semibold">{t("offers.accept.paymentMethod")}</legend>
        <ul className="mt-2 space-y-2">
          {methods.map((method, index) => (
            <li key={method.id}>
              <label className="flex min-h-11 items-center gap-3 rounded-md border border-neutral-300 px-3">
                <input type="radio" name="paymentMethodId" value={method.id} defaultChecked={index === 0} required />
                {method.name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <TermsCheckbox checked={terms} onChange={setTerms} />
      <Button type="submit" disabled={busy} className="w-full sm:w-auto">
        {busy ? t("offers.accept.busy") : t("offers.accept.button")}
      </Button>
    </Form>
  );
}

/** Declining with a reason the shop reads. */
export function DeclineOfferForm({ actionData }: { actionData: unknown }) {
  const t = useT();
  const { locale } = useRootData();
  const feedback = useShopForm(actionData, locale);
  const busy = useNavigation().formData?.get("intent") === "decline";
  const error = feedback.fieldError("reason");
  return (
    <Form method="post" {...feedback.formProps} aria-labelledby="offer-decline-heading" className="mt-10 space-y-3">
      <h2 id="offer-decline-heading" className="text-xl font-semibold">
        {t("offers.decline.title")}
      </h2>
      <CsrfField />
      <input type="hidden" name="intent" value="decline" />
      <FormError message={feedback.formError} />
      <div>
        <label htmlFor="offer-decline-reason" className="block font-semibold">
          {t("offers.decline.reason")}
        </label>
        <textarea
          id="offer-decline-reason"
          name="reason"
          required
          maxLength={OFFER_DECLINE_REASON_MAX_LENGTH}
          rows={3}
          defaultValue={feedback.value("reason") ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "offer-decline-reason-error" : undefined}
          className="mt-1 w-full rounded-md border border-neutral-400 p-2"
        />
        {error && (
          <p id="offer-decline-reason-error" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" variant="secondary" disabled={busy}>
        {t("offers.decline.button")}
      </Button>
    </Form>
  );
}
