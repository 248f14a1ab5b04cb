import { useEffect, useRef } from "react";
import { useNotifications } from "~/components/ui/notifications.tsx";
import { useT } from "~/lib/i18n.tsx";
import { hasMessage, translateKey } from "#common/i18n/translator.ts";
import type { Locale } from "#common/constants.ts";

type Failure = {
  ok: false;
  error: { key: string; values?: Record<string, string | number> };
  fields: Record<string, string>;
  values: Record<string, string>;
};

export function isFailure(value: unknown): value is Failure {
  return typeof value === "object" && value !== null && (value as { ok?: unknown }).ok === false;
}

/**
 * Field errors for the inputs, and the form's error as a persistent negative
 * notification (docs/glossary.md, storefront spec §8). A field-only failure needs no notification.
 */
export function useFormFeedback(actionData: unknown, locale: Locale) {
  const t = useT();
  const { notify } = useNotifications();
  const failure = isFailure(actionData) ? actionData : null;
  const notified = useRef<unknown>(null);
  const translate = (key: string, values?: Record<string, string | number>) =>
    hasMessage(locale, key) ? t(key as never, values as never) : t("errors.unknownError");

  const formError =
    failure && Object.keys(failure.fields).length === 0
      ? translate(`errors.${failure.error.key}`, failure.error.values)
      : null;

  useEffect(() => {
    if (!formError || notified.current === actionData) return;
    notified.current = actionData;
    notify({ type: "negative", message: formError });
  }, [actionData, formError, notify]);

  return {
    formError,
    fieldError: (name: string) => (failure?.fields[name] ? translateKey(locale, failure.fields[name]) : undefined),
    value: (name: string) => failure?.values[name],
  };
}
