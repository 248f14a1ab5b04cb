import { Form, useNavigation } from "react-router";
import type { AdminOfferDetail } from "#server/operations/back-office-offers.ts";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useShopForm } from "~/features/auth/use-shop-form.ts";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { answerOf } from "./order-actions.tsx";

type Intent = "send" | "resend" | "withdraw";

/** One action of the offer: its hint and its button. */
function OfferActionForm({ intent, actionData }: { intent: Intent; actionData: unknown }) {
  const t = useT();
  const { locale } = useRootData();
  const feedback = useShopForm(answerOf(actionData, intent), locale);
  const busy = useNavigation().formData?.get("intent") === intent;
  const hintId = `offer-${intent}-hint`;
  return (
    <Form
      method="post"
      {...feedback.formProps}
      aria-label={t(`admin.offers.${intent}.submit`)}
      aria-describedby={hintId}
      className={`rounded-md border bg-white p-4 ${intent === "withdraw" ? "border-red-300" : "border-neutral-300"}`}
    >
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <FormError message={feedback.formError} />
      <p id={hintId} className="text-sm text-neutral-700">
        {t(`admin.offers.${intent}.hint`)}
      </p>
      <Button type="submit" variant={intent === "withdraw" ? "secondary" : "primary"} busy={busy} className="mt-3">
        {t(`admin.offers.${intent}.submit`)}
      </Button>
    </Form>
  );
}

/** What an operator can do with the offer now: send a draft, send an open one's mail again, withdraw it. */
export function OfferActions({ detail, actionData }: { detail: AdminOfferDetail; actionData: unknown }) {
  const t = useT();
  const intents = (["send", "resend", "withdraw"] as const).filter((intent) => detail.actions[intent]);
  if (intents.length === 0) return null;
  return (
    <section aria-labelledby="offer-actions" className="mt-8">
      <h2 id="offer-actions" className="text-xl font-semibold">
        {t("admin.order.actions")}
      </h2>
      <div className="mt-3 grid gap-4 lg:grid-cols-2 lg:items-start">
        {intents.map((intent) => (
          <OfferActionForm key={intent} intent={intent} actionData={actionData} />
        ))}
      </div>
    </section>
  );
}
