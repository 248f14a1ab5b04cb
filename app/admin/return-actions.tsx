import { Form, useNavigation } from "react-router";
import type { AdminReturnDetail } from "#server/operations/back-office-returns.ts";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useShopForm } from "~/features/auth/use-shop-form.ts";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { amountText, answerOf } from "./order-actions.tsx";

function ReceiveForm({ detail, actionData }: { detail: AdminReturnDetail; actionData: unknown }) {
  const t = useT();
  const { locale } = useRootData();
  const feedback = useShopForm(answerOf(actionData, "receive"), locale);
  const busy = useNavigation().formData?.get("intent") === "receive";
  return (
    <Form
      method="post"
      {...feedback.formProps}
      aria-labelledby="receive-heading"
      className="rounded-md border border-neutral-300 bg-white p-4"
    >
      <h3 id="receive-heading" className="font-semibold">
        {t("admin.returns.receive.title")}
      </h3>
      <CsrfField />
      <input type="hidden" name="intent" value="receive" />
      <FormError message={feedback.formError} />
      <p className="mt-2 text-sm text-neutral-700">{t("admin.returns.receive.hint")}</p>
      <ul className="mt-3 space-y-4">
        {detail.lines.map((line, index) => (
          <li key={line.returnItemId} className="grid gap-2 sm:grid-cols-2 sm:items-end">
            <input type="hidden" name={`items[${index}].returnItemId`} value={line.returnItemId} />
            <TextField
              label={t("admin.returns.receive.quantity", { name: line.name })}
              name={`items[${index}].receivedQuantity`}
              type="number"
              inputMode="numeric"
              min={0}
              max={line.quantity}
              required
              defaultValue={feedback.value(`items[${index}].receivedQuantity`) ?? String(line.quantity)}
              error={feedback.fieldError(`items[${index}].receivedQuantity`)}
            />
            <p className="flex items-center gap-2 sm:min-h-11">
              <input
                id={`restock-${line.returnItemId}`}
                type="checkbox"
                name={`items[${index}].restock`}
                defaultChecked
                className="size-4"
              />
              <label htmlFor={`restock-${line.returnItemId}`}>
                {t("admin.returns.receive.restock", { name: line.name })}
              </label>
            </p>
          </li>
        ))}
      </ul>
      <Button type="submit" busy={busy} className="mt-4">
        {t("admin.returns.receive.submit")}
      </Button>
    </Form>
  );
}

function RefundForm({ detail, actionData }: { detail: AdminReturnDetail; actionData: unknown }) {
  const t = useT();
  const { locale } = useRootData();
  const feedback = useShopForm(answerOf(actionData, "refund"), locale);
  const busy = useNavigation().formData?.get("intent") === "refund";
  const { refund } = detail;
  if (!refund) return null;
  return (
    <Form
      method="post"
      {...feedback.formProps}
      aria-labelledby="return-refund-heading"
      className="rounded-md border border-neutral-300 bg-white p-4"
    >
      <h3 id="return-refund-heading" className="font-semibold">
        {t("admin.returns.refund.title")}
      </h3>
      <CsrfField />
      <input type="hidden" name="intent" value="refund" />
      <FormError message={feedback.formError} />
      <dl className="mt-3 grid grid-cols-[minmax(0,1fr)_auto] gap-x-6 gap-y-1 text-sm">
        <dt>{t("admin.returns.refund.itemsValue")}</dt>
        <dd className="text-right">{refund.itemsValue.formatted}</dd>
        {refund.discount.value > 0 && (
          <>
            <dt>{t("admin.returns.refund.discount")}</dt>
            <dd className="text-right">−{refund.discount.formatted}</dd>
          </>
        )}
        <dt>{t("admin.returns.refund.owed")}</dt>
        <dd className="text-right">{refund.owed.formatted}</dd>
      </dl>
      {refund.shipping && (
        <p className="mt-3 flex items-center gap-2">
          <input id="refund-shipping" type="checkbox" name="includeShipping" className="size-4" />
          <label htmlFor="refund-shipping">
            {t("admin.returns.refund.shipping", { amount: refund.shipping.formatted })}
          </label>
        </p>
      )}
      <TextField
        className="mt-3 max-w-xs"
        label={t("admin.returns.refund.amount", { currency: refund.proposed.currency })}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        required
        defaultValue={feedback.value("amount") ?? amountText(refund.proposed.value, locale)}
        hint={t("admin.returns.refund.amountHint")}
        error={feedback.fieldError("amount")}
      />
      <Button type="submit" busy={busy} className="mt-4">
        {t("admin.returns.refund.submit")}
      </Button>
    </Form>
  );
}

/** A form of one button (cancel the return, send its refund again): its title, hint and button. */
function ButtonForm({
  intent,
  texts,
  tone,
  actionData,
}: {
  intent: "cancel" | "resend";
  texts: "admin.returns.cancel" | "admin.returns.resend";
  tone: "danger" | "warning";
  actionData: unknown;
}) {
  const t = useT();
  const { locale } = useRootData();
  const feedback = useShopForm(answerOf(actionData, intent), locale);
  const busy = useNavigation().formData?.get("intent") === intent;
  const headingId = `return-${intent}-heading`;
  return (
    <Form
      method="post"
      {...feedback.formProps}
      aria-labelledby={headingId}
      className={`rounded-md border bg-white p-4 ${tone === "danger" ? "border-red-300" : "border-amber-400"}`}
    >
      <h3 id={headingId} className="font-semibold">
        {t(`${texts}.title`)}
      </h3>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <FormError message={feedback.formError} />
      <p className="mt-2 text-sm text-neutral-700">{t(`${texts}.hint`)}</p>
      <Button type="submit" variant={tone === "danger" ? "secondary" : "primary"} busy={busy} className="mt-3">
        {t(`${texts}.submit`)}
      </Button>
    </Form>
  );
}

/** What an operator can do with the return now: record its arrival or cancel it; then refund it. */
export function ReturnActions({ detail, actionData }: { detail: AdminReturnDetail; actionData: unknown }) {
  const t = useT();
  const { actions } = detail;
  if (!actions.receive && !actions.refund && !actions.cancel && !actions.resend) return null;
  return (
    <section aria-labelledby="return-actions" className="mt-8">
      <h2 id="return-actions" className="text-xl font-semibold">
        {t("admin.order.actions")}
      </h2>
      <div className="mt-3 grid gap-4 lg:grid-cols-2 lg:items-start">
        {actions.receive && <ReceiveForm detail={detail} actionData={actionData} />}
        {actions.refund && <RefundForm detail={detail} actionData={actionData} />}
        {actions.cancel && (
          <ButtonForm intent="cancel" texts="admin.returns.cancel" tone="danger" actionData={actionData} />
        )}
        {actions.resend && (
          <ButtonForm intent="resend" texts="admin.returns.resend" tone="warning" actionData={actionData} />
        )}
      </div>
    </section>
  );
}
