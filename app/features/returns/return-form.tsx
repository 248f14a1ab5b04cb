import { Form, useNavigation } from "react-router";
import { RETURN_COMMENT_MAX_LENGTH } from "#common/schemas/returns.ts";
import type { ReturnForm as ReturnFormData } from "#server/operations/returns.ts";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { SelectField } from "~/components/ui/select-field.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useShopForm } from "~/features/auth/use-shop-form.ts";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";

/**
 * The new-return form (docs/after-sales.md "Returns"): per returnable line how many go back (0 up
 * to what is left), one reason (the default one chosen), an optional comment. Works without
 * JavaScript; the server checks every number again.
 */
export function ReturnForm({
  form,
  actionData,
  labelledBy,
}: {
  form: ReturnFormData;
  actionData: unknown;
  /** The id of the heading that names the form. */
  labelledBy: string;
}) {
  const t = useT();
  const { locale } = useRootData();
  const feedback = useShopForm(actionData, locale);
  const busy = useNavigation().state === "submitting";
  const quantityError = feedback.fieldError("items");
  // Only lines with something left have fields, numbered without gaps (items[0], items[1], ...).
  const returnable = form.lines.filter((line) => line.returnableQuantity > 0);
  return (
    <Form method="post" {...feedback.formProps} className="mt-6 space-y-6" aria-labelledby={labelledBy}>
      <CsrfField />
      <input type="hidden" name="intent" value="return" />
      <input type="hidden" name="submissionKey" value={form.submissionKey} />
      <FormError message={feedback.formError} />
      <fieldset aria-describedby={quantityError ? "return-quantities-error" : undefined}>
        <legend className="text-xl font-semibold">{t("returns.items")}</legend>
        {quantityError && (
          <p id="return-quantities-error" className="mt-2 font-medium text-red-700">
            {quantityError}
          </p>
        )}
        <ul className="mt-3 divide-y divide-neutral-200 border-y border-neutral-200">
          {form.lines.map((line) => (
            <li key={line.orderItemId} className="grid gap-3 py-4 sm:grid-cols-[1fr_14rem] sm:items-end">
              <div className="min-w-0 [overflow-wrap:anywhere]">
                <p className="font-semibold">{line.name}</p>
                {line.attributes.length > 0 && (
                  <p className="text-sm text-neutral-700">
                    {line.attributes.map((attribute) => `${attribute.name}: ${attribute.value}`).join(", ")}
                  </p>
                )}
                <p className="text-sm text-neutral-700">
                  {t("returns.ordered")}: {line.quantity} · {t("returns.returnable")}: {line.returnableQuantity}
                </p>
              </div>
              {line.returnableQuantity > 0 ? (
                <ReturnQuantity line={line} index={returnable.indexOf(line)} feedback={feedback} />
              ) : (
                <p className="text-sm text-neutral-700">{t("returns.notReturnable")}</p>
              )}
            </li>
          ))}
        </ul>
      </fieldset>
      <SelectField
        label={t("returns.reason")}
        name="reasonId"
        required
        defaultValue={feedback.value("reasonId") ?? String(form.defaultReasonId)}
        error={feedback.fieldError("reasonId")}
        options={form.reasons.map((reason) => ({ value: String(reason.id), label: reason.name }))}
      />
      <div>
        <label htmlFor="return-comment" className="block text-sm font-semibold">
          {t("returns.comment")}
        </label>
        <textarea
          id="return-comment"
          name="comment"
          rows={3}
          maxLength={RETURN_COMMENT_MAX_LENGTH}
          defaultValue={feedback.value("comment") ?? ""}
          className="mt-1 block w-full rounded-md border border-neutral-400 px-3 py-2"
        />
      </div>
      <Button type="submit" busy={busy}>
        {t("returns.submit")}
      </Button>
    </Form>
  );
}

function ReturnQuantity({
  line,
  index,
  feedback,
}: {
  line: ReturnFormData["lines"][number];
  index: number;
  feedback: ReturnType<typeof useShopForm>;
}) {
  const t = useT();
  return (
    <>
      <input type="hidden" name={`items[${index}].orderItemId`} value={line.orderItemId} />
      <SelectField
        label={t("returns.quantityOf", { name: line.name })}
        name={`items[${index}].quantity`}
        defaultValue={feedback.value(`items[${index}].quantity`) ?? "0"}
        error={feedback.fieldError(`items[${index}].quantity`)}
        options={Array.from({ length: line.returnableQuantity + 1 }, (_, count) => ({
          value: String(count),
          label: String(count),
        }))}
      />
    </>
  );
}
