import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { OFFER_DECLINE_REASON_MAX_LENGTH } from "#common/schemas/offers.ts";
import type { OfferPaymentMethod } from "#server/operations/offers.ts";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useShopForm } from "~/features/auth/use-shop-form.ts";
import { TermsCheckbox } from "~/features/checkout/terms-checkbox.tsx";
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
 */
export function AcceptOfferForm({
  methods,
  submissionKey,
  actionData,
}: {
  methods: OfferPaymentMethod[];
  submissionKey: string;
  actionData: unknown;
}) {
  const t = useT();
  const [terms, setTerms] = useState(false);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "accept";
  const failure = acceptFailureOf(actionData);
  return (
    <Form method="post" aria-labelledby="offer-accept-heading" className="mt-10 space-y-4">
      <h2 id="offer-accept-heading" className="text-xl font-semibold">
        {t("offers.accept.title")}
      </h2>
      <CsrfField />
      <input type="hidden" name="intent" value="accept" />
      <input type="hidden" name="submissionKey" value={submissionKey} />
      <FormError message={failure?.message ?? null} />
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
