import { useState } from "react";
import type { PreferredDeliveryOptions } from "#common/preferred-delivery-views.ts";
import { useNotifications } from "~/components/ui/notifications.tsx";
import { ApiError } from "~/lib/api-client.ts";
import { useApi } from "~/lib/api.tsx";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { PreferredDeliveryForm } from "./preferred-delivery-form.tsx";
import {
  formValuesFromChoice,
  preferredDeliveryFormErrors,
  type PreferredDeliveryErrors,
  type PreferredDeliveryFormValues,
} from "./preferred-delivery-values.ts";

/**
 * The preferred-delivery form wired to the API: validates with the shared schema, sends
 * setPreferredDelivery and reports the new options (with the charge) through onSaved, so
 * the checkout can refresh its totals. `options` come from the checkout loader
 * (getPreferredDeliveryOptions); give the section a new key when the shipping address changes.
 */
export function PreferredDeliverySection({
  options: initialOptions,
  onSaved,
}: {
  options: PreferredDeliveryOptions;
  onSaved?: (options: PreferredDeliveryOptions) => void;
}) {
  const api = useApi();
  const t = useT();
  const { locale } = useRootData();
  const { notify } = useNotifications();
  const [options, setOptions] = useState(initialOptions);
  const [values, setValues] = useState<PreferredDeliveryFormValues>(() => formValuesFromChoice(initialOptions.choice));
  const [errors, setErrors] = useState<PreferredDeliveryErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (submitted: PreferredDeliveryFormValues) => {
    const problems = preferredDeliveryFormErrors(submitted, locale);
    setErrors(problems ?? {});
    if (problems) return;
    setBusy(true);
    try {
      const saved = await api.call("setPreferredDelivery", submitted);
      setOptions(saved);
      notify({ type: "positive", message: t("delivery.saved") });
      onSaved?.(saved);
    } catch (error) {
      // The API provider already shows the error as a notification; fields go next to their inputs.
      if (error instanceof ApiError && error.fields) setErrors(error.fields as PreferredDeliveryErrors);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PreferredDeliveryForm
      options={options}
      values={values}
      errors={errors}
      busy={busy}
      onChange={setValues}
      onSubmit={(submitted) => void submit(submitted)}
    />
  );
}
