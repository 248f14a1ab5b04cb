import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { LOCALE_TAGS, type Locale } from "#common/constants.ts";
import type { AdminOrderDetail } from "#server/operations/back-office.ts";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { SelectField } from "~/components/ui/select-field.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useShopForm } from "~/features/auth/use-shop-form.ts";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";

/** The action's answer when it was this form's (a page with several forms, conformAction's `form`). */
export function answerOf(actionData: unknown, form: string): unknown {
  return typeof actionData === "object" && actionData !== null && (actionData as { form?: unknown }).form === form
    ? actionData
    : undefined;
}

function ConfirmForm({ actionData }: { actionData: unknown }) {
  const t = useT();
  const { locale } = useRootData();
  const feedback = useShopForm(answerOf(actionData, "confirm"), locale);
  const busy = useNavigation().formData?.get("intent") === "confirm";
  return (
    <Form method="post" {...feedback.formProps} className="rounded-md border border-neutral-300 bg-white p-4">
      <CsrfField />
      <input type="hidden" name="intent" value="confirm" />
      <FormError message={feedback.formError} />
      <p className="text-sm text-neutral-700">{t("admin.order.confirmHint")}</p>
      <Button type="submit" busy={busy} className="mt-3">
        {t("admin.order.confirm")}
      </Button>
    </Form>
  );
}

function ShipForm({ detail, actionData }: { detail: AdminOrderDetail; actionData: unknown }) {
  const t = useT();
  const { locale } = useRootData();
  const feedback = useShopForm(answerOf(actionData, "ship"), locale);
  const busy = useNavigation().formData?.get("intent") === "ship";
  const chosen = feedback.value("parcelServiceId") ?? String(detail.defaultParcelServiceId ?? "");
  return (
    <Form
      method="post"
      {...feedback.formProps}
      aria-labelledby="ship-heading"
      className="rounded-md border border-neutral-300 bg-white p-4 lg:col-span-2"
    >
      <h3 id="ship-heading" className="font-semibold">
        {t("admin.order.ship.title")}
      </h3>
      <CsrfField />
      <input type="hidden" name="intent" value="ship" />
      <FormError message={feedback.formError} />
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t("admin.order.ship.carrier")}
          name="parcelServiceId"
          defaultValue={chosen}
          required
          error={feedback.fieldError("parcelServiceId")}
          options={detail.parcelServices.map((service) => ({ value: String(service.id), label: service.name }))}
        />
        <TextField
          label={t("admin.order.ship.trackingNumber")}
          name="trackingNumber"
          required
          autoComplete="off"
          maxLength={40}
          defaultValue={feedback.value("trackingNumber") ?? ""}
          error={feedback.fieldError("trackingNumber")}
        />
      </div>
      <Button type="submit" busy={busy} className="mt-4">
        {t("admin.order.ship.submit")}
      </Button>
    </Form>
  );
}

function CancelForm({ actionData }: { actionData: unknown }) {
  const t = useT();
  const { locale } = useRootData();
  const feedback = useShopForm(answerOf(actionData, "cancel"), locale);
  const busy = useNavigation().formData?.get("intent") === "cancel";
  const boxId = useId();
  const error = feedback.fieldError("confirmed");
  return (
    <Form
      method="post"
      {...feedback.formProps}
      aria-labelledby="cancel-heading"
      className="rounded-md border border-red-300 bg-white p-4"
    >
      <h3 id="cancel-heading" className="font-semibold">
        {t("admin.order.cancel.title")}
      </h3>
      <CsrfField />
      <input type="hidden" name="intent" value="cancel" />
      <FormError message={feedback.formError} />
      <p className="mt-2 text-sm text-neutral-700">{t("admin.order.cancel.hint")}</p>
      <p className="mt-3 flex items-start gap-2">
        <input
          id={boxId}
          type="checkbox"
          name="confirmed"
          required
          className="mt-1 size-4"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${boxId}-error` : undefined}
        />
        <label htmlFor={boxId}>{t("admin.order.cancel.confirm")}</label>
      </p>
      {error && (
        <p id={`${boxId}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" variant="secondary" busy={busy} className="mt-3">
        {t("admin.order.cancel.submit")}
      </Button>
    </Form>
  );
}

/** An amount in cents as its field shows it: "1234,50" in German, "1234.50" in English (no grouping). */
export function amountText(cents: number, locale: Locale): string {
  const format = new Intl.NumberFormat(LOCALE_TAGS[locale], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  });
  return format.format(cents / 100);
}

function RefundForm({ detail, actionData }: { detail: AdminOrderDetail; actionData: unknown }) {
  const t = useT();
  const { locale } = useRootData();
  const feedback = useShopForm(answerOf(actionData, "refund"), locale);
  const busy = useNavigation().formData?.get("intent") === "refund";
  const refundable = detail.payments.filter((payment) => payment.refundable.value > 0);
  const first = refundable[0];
  if (!first) return null;
  const due = detail.order.totals.refundDue.value;
  const suggested = due > 0 && due <= first.refundable.value ? due : first.refundable.value;
  return (
    <Form
      method="post"
      {...feedback.formProps}
      aria-labelledby="refund-heading"
      className="rounded-md border border-neutral-300 bg-white p-4 lg:col-span-2"
    >
      <h3 id="refund-heading" className="font-semibold">
        {t("admin.order.refund.title")}
      </h3>
      <CsrfField />
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="idempotencyKey" value={detail.refundKey} />
      <FormError message={feedback.formError} />
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t("admin.order.refund.payment")}
          name="paymentId"
          defaultValue={feedback.value("paymentId") ?? String(first.id)}
          error={feedback.fieldError("paymentId")}
          options={refundable.map((payment) => ({
            value: String(payment.id),
            label: t("admin.order.refund.paymentOption", {
              id: payment.providerPaymentId,
              method: payment.method,
              refundable: payment.refundable.formatted,
            }),
          }))}
        />
        <TextField
          label={t("admin.order.refund.amount", { currency: first.amount.currency })}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          required
          defaultValue={feedback.value("amount") ?? amountText(suggested, locale)}
          hint={t("admin.order.refund.amountHint")}
          error={feedback.fieldError("amount")}
        />
      </div>
      <Button type="submit" busy={busy} className="mt-4">
        {t("admin.order.refund.submit")}
      </Button>
    </Form>
  );
}

/**
 * What an operator can do with the order now: confirm a new one, ship a parcel of any order
 * not canceled (again for a further parcel), cancel one not shipped. A canceled order says so
 * instead.
 */
export function OrderActions({ detail, actionData }: { detail: AdminOrderDetail; actionData: unknown }) {
  const t = useT();
  return (
    <section aria-labelledby="order-actions" className="mt-8">
      <h2 id="order-actions" className="text-xl font-semibold">
        {t("admin.order.actions")}
      </h2>
      {detail.statusKey === "canceled" && <p className="mt-3">{t("admin.order.canceled")}</p>}
      {/* Money can go back whatever the order's state (a canceled or returned order above all). */}
      {detail.actions.refund && (
        <div className="mt-3">
          <RefundForm key={detail.refundKey} detail={detail} actionData={actionData} />
        </div>
      )}
      {detail.statusKey !== "canceled" && (
        <div className="mt-3 grid gap-4 lg:grid-cols-2 lg:items-start">
          {/* A new parcel starts an empty form (the last one's number and any refusal gone). */}
          {detail.actions.ship && (
            <ShipForm key={detail.order.shipments.length} detail={detail} actionData={actionData} />
          )}
          {detail.actions.confirm && <ConfirmForm actionData={actionData} />}
          {detail.actions.cancel && <CancelForm actionData={actionData} />}
        </div>
      )}
    </section>
  );
}
