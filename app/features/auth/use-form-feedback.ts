import { useEffect, useRef } from "react";
import { useNotifications } from "~/components/ui/notifications.tsx";
import { errorMessage, fieldErrorMessage } from "#common/i18n/error-message.ts";
import type { Locale } from "#common/constants.ts";
import type { ErrorKey } from "#common/errors.ts";

type Failure = {
  ok: false;
  error: { key: ErrorKey; values?: Record<string, string | number> };
  fields: Record<string, string>;
  values: Record<string, string>;
};

export function isFailure(value: unknown): value is Failure {
  return typeof value === "object" && value !== null && (value as { ok?: unknown }).ok === false;
}

/**
 * A form's error (not a field's) as a persistent negative notification, once per answer
 * (docs/glossary.md, storefront spec §8). Shared by useFormFeedback and useShopForm.
 */
export function useFormErrorNotice(actionData: unknown, formError: string | null): void {
  const { notify } = useNotifications();
  const notified = useRef<unknown>(null);
  useEffect(() => {
    if (!formError || notified.current === actionData) return;
    notified.current = actionData;
    notify({ type: "negative", message: formError });
  }, [actionData, formError, notify]);
}

/** Conform's reply to a refused form (conformAction): catalogue keys by field, "" for the form. */
type ConformRefusal = {
  status: "error";
  error?: Record<string, string[] | null> | null;
  initialValue?: Record<string, unknown> | null;
  errorValues?: Record<string, string | number>;
};

function isConformRefusal(value: unknown): value is ConformRefusal {
  return typeof value === "object" && value !== null && (value as { status?: unknown }).status === "error";
}

/** A refusal in the one shape this hook reads, from formAction's FormFailure or Conform's reply. */
function refusalOf(actionData: unknown): Failure | null {
  if (isFailure(actionData)) return actionData;
  if (!isConformRefusal(actionData)) return null;
  const errors = actionData.error ?? {};
  const fields: Record<string, string> = {};
  for (const [name, keys] of Object.entries(errors)) if (name !== "" && keys?.[0]) fields[name] = keys[0];
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(actionData.initialValue ?? {})) {
    if (typeof value === "string") values[name] = value;
  }
  const formKey = errors[""]?.[0] ?? "invalidData";
  return {
    ok: false,
    error: { key: formKey as ErrorKey, ...(actionData.errorValues ? { values: actionData.errorValues } : {}) },
    fields,
    values,
  };
}

/**
 * Field errors for the inputs, and the form's error as a persistent negative
 * notification (docs/glossary.md, storefront spec §8). A field-only failure needs no notification.
 * Reads formAction's FormFailure and Conform's reply alike: the checkout's sections share one
 * fetcher helper while their forms move to Conform one by one (docs/forms.md).
 */
export function useFormFeedback(actionData: unknown, locale: Locale) {
  const failure = refusalOf(actionData);
  const formError =
    failure && Object.keys(failure.fields).length === 0
      ? errorMessage(locale, failure.error.key, failure.error.values)
      : null;
  useFormErrorNotice(actionData, formError);

  return {
    /** The answer is a refusal: the form comes back as it was sent (an unticked box included). */
    refused: failure !== null,
    formError,
    fieldError: (name: string) => (failure?.fields[name] ? fieldErrorMessage(locale, failure.fields[name]) : undefined),
    value: (name: string) => failure?.values[name],
  };
}
