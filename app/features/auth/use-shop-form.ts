import { getFormProps, useForm } from "@conform-to/react";
import { errorMessage, fieldErrorMessage } from "#common/i18n/error-message.ts";
import type { Locale } from "#common/constants.ts";
import type { ErrorKey } from "#common/errors.ts";
import type { FormReply } from "~/lib/form-action.server.ts";
import { useFormErrorNotice } from "./use-form-feedback.ts";

/** An action's answer that says the form's change was made (`{ ok: true, ... }`), not a refusal. */
export function succeeded(answer: unknown): boolean {
  return typeof answer === "object" && answer !== null && (answer as { ok?: unknown }).ok === true;
}

function isReply(value: unknown): value is FormReply {
  return typeof value === "object" && value !== null && "status" in value && "error" in value;
}

/**
 * A shopper form on Conform (docs/forms.md): the action's reply (conformAction) becomes the
 * form's state, with or without JavaScript; field errors and the form's error are translated
 * from their catalogue keys here, in one place, and the form's error is also a persistent
 * negative notification (storefront spec §8). `formProps` go on the `<Form>` (id, noValidate,
 * Conform's submit handler); `value(name)` refills a field after a refusal (never a password:
 * the action does not send those back).
 */
export function useShopForm(actionData: unknown, locale: Locale) {
  const lastResult = isReply(actionData) ? actionData : undefined;
  const [form] = useForm({ lastResult, shouldValidate: "onSubmit" });
  const [formKey] = form.errors ?? [];
  const formError = formKey
    ? errorMessage(locale, formKey as ErrorKey, isReply(actionData) ? actionData.errorValues : undefined)
    : null;
  useFormErrorNotice(actionData, formError);
  const initial = (form.initialValue ?? {}) as Record<string, unknown>;
  return {
    formProps: getFormProps(form),
    /** The catalogue key of the form's error (to tell one refusal from another), if any. */
    formErrorKey: formKey,
    formError,
    hasFieldError: (name: string) => (form.allErrors[name]?.length ?? 0) > 0,
    fieldError: (name: string) => {
      const [key] = form.allErrors[name] ?? [];
      return key ? fieldErrorMessage(locale, key) : undefined;
    },
    value: (name: string) => (typeof initial[name] === "string" ? initial[name] : undefined),
  };
}
