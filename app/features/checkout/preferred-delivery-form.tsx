import { useId, type FormEvent, type ReactNode } from "react";
import type { PreferredDeliveryOptions } from "#common/preferred-delivery-views.ts";
import { DROP_OFF_KINDS } from "#common/schemas/preferred-delivery.ts";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { useT } from "~/lib/i18n.tsx";
import type { PreferredDeliveryErrors, PreferredDeliveryFormValues } from "./preferred-delivery-values.ts";

const DROP_OFF_LABEL = {
  none: "delivery.dropOffNone",
  place: "delivery.dropOffPlace",
  neighbour: "delivery.dropOffNeighbour",
} as const;

/**
 * DHL preferred delivery in the checkout: a preferred day, and a drop-off place or a
 * neighbour. Controlled: the checkout holds the values and the options from
 * getPreferredDeliveryOptions, validates with preferredDeliveryFormErrors and sends
 * setPreferredDelivery in onSubmit; errors come back translated, per field.
 */
export function PreferredDeliveryForm({
  options,
  values,
  errors = {},
  formError = null,
  busy = false,
  onChange,
  onSubmit,
}: {
  options: PreferredDeliveryOptions;
  values: PreferredDeliveryFormValues;
  errors?: PreferredDeliveryErrors;
  formError?: string | null;
  busy?: boolean;
  onChange: (values: PreferredDeliveryFormValues) => void;
  onSubmit: (values: PreferredDeliveryFormValues) => void;
}) {
  const t = useT();
  const headingId = useId();
  const set = <K extends keyof PreferredDeliveryFormValues>(field: K, value: PreferredDeliveryFormValues[K]) =>
    onChange({ ...values, [field]: value });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(values);
  };
  const chargeText =
    options.charge.value === 0 ? t("delivery.free") : t("delivery.charge", { amount: options.charge.formatted });

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {t("delivery.title")}
      </h2>
      {!options.available || options.unavailableReason ? (
        <p className="text-neutral-800">{t(`delivery.unavailable.${options.unavailableReason ?? "addressMissing"}`)}</p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <p className="text-neutral-800">{t("delivery.intro")}</p>
          <FormError message={formError} />
          <label className="flex items-center gap-2 font-semibold">
            <input
              type="checkbox"
              name="preferredDayChosen"
              checked={values.preferredDayChosen}
              onChange={(event) => set("preferredDayChosen", event.target.checked)}
            />
            {t("delivery.preferredDayChosen")} ({chargeText})
          </label>
          {values.preferredDayChosen && (
            <ChoiceGroup legend={t("delivery.preferredDayLegend")} error={errors.preferredDay} required>
              {options.days.map((day) => (
                <Choice
                  key={day.date}
                  name="preferredDay"
                  value={day.date}
                  checked={values.preferredDay === day.date}
                  onSelect={() => set("preferredDay", day.date)}
                >
                  {day.label}
                </Choice>
              ))}
            </ChoiceGroup>
          )}
          <ChoiceGroup legend={t("delivery.dropOffLegend")} error={errors.dropOff}>
            {DROP_OFF_KINDS.map((kind) => (
              <Choice
                key={kind}
                name="dropOff"
                value={kind}
                checked={values.dropOff === kind}
                onSelect={() => set("dropOff", kind)}
              >
                {t(DROP_OFF_LABEL[kind])}
              </Choice>
            ))}
          </ChoiceGroup>
          {values.dropOff === "place" && (
            <TextField
              label={t("delivery.place")}
              name="place"
              required
              maxLength={options.textMax}
              value={values.place}
              onChange={(event) => set("place", event.target.value)}
              hint={t("delivery.placeHint", { max: options.textMax })}
              error={errors.place}
            />
          )}
          {values.dropOff === "neighbour" && (
            <>
              <TextField
                label={t("delivery.neighbourName")}
                name="neighbourName"
                required
                maxLength={options.textMax}
                autoComplete="off"
                value={values.neighbourName}
                onChange={(event) => set("neighbourName", event.target.value)}
                hint={t("delivery.neighbourHint", { max: options.textMax })}
                error={errors.neighbourName}
              />
              <TextField
                label={t("delivery.neighbourAddress")}
                name="neighbourAddress"
                required
                maxLength={options.textMax}
                autoComplete="off"
                value={values.neighbourAddress}
                onChange={(event) => set("neighbourAddress", event.target.value)}
                hint={t("delivery.neighbourHint", { max: options.textMax })}
                error={errors.neighbourAddress}
              />
            </>
          )}
          <Button type="submit" variant="secondary" busy={busy}>
            {t("delivery.save")}
          </Button>
        </form>
      )}
    </section>
  );
}

/** A fieldset of radio buttons whose error is announced with the group. */
function ChoiceGroup({
  legend,
  error,
  required = false,
  children,
}: {
  legend: string;
  error: string | undefined;
  required?: boolean;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-1">
      <legend className="text-sm font-semibold">
        {legend}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      {children}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Choice({
  name,
  value,
  checked,
  onSelect,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex items-center gap-2">
      <input type="radio" name={name} value={value} checked={checked} onChange={onSelect} />
      {children}
    </label>
  );
}
