import { useId, type ReactNode } from "react";
import type { CheckoutView } from "#server/operations/checkout.ts";
import { Button } from "~/components/ui/button.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useT } from "~/lib/i18n.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useCheckoutFetcher } from "./use-checkout-fetcher.tsx";

type Props = {
  /** The methods this browser is offered (offeredPaymentMethods) and the chosen one. */
  methods: CheckoutView["paymentMethods"];
  paymentMethodId: number | null;
  /** What the chosen method needs before the order (the embedded card form). */
  children?: ReactNode;
};

/**
 * Payment methods (payment module's list): a radio group with the methods' icons, then what
 * the chosen method needs. The card form stays outside the radio form: its fields must not
 * submit the method choice.
 */
export function PaymentMethodSection({ methods, paymentMethodId, children }: Props) {
  const t = useT();
  const hydrated = useHydrated();
  const titleId = useId();
  const { fetcher, feedback, formKeyField } = useCheckoutFetcher("payment-method");
  const error = feedback.fieldError("paymentMethodId");
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-neutral-300 p-5">
      <h2 id={titleId} className="text-xl font-semibold">
        {t("checkout.paymentMethodTitle")}
      </h2>
      <fetcher.Form method="post" className="mt-4" onChange={(event) => fetcher.submit(event.currentTarget)}>
        <CsrfField />
        <input type="hidden" name="intent" value="paymentMethod" />
        {formKeyField}
        <fieldset aria-describedby={error ? `${titleId}-error` : undefined}>
          <legend className="sr-only">{t("checkout.paymentMethodLegend")}</legend>
          <ul className="grid gap-2 sm:grid-cols-2">
            {methods.map((method) => (
              <li key={method.id}>
                <label className="flex items-center gap-3 rounded-md border border-neutral-300 p-3">
                  <input
                    type="radio"
                    name="paymentMethodId"
                    value={method.id}
                    defaultChecked={method.id === paymentMethodId}
                  />
                  {/* The method's name is the label text; the icon only decorates it. */}
                  <img src={method.icon} alt="" width={40} height={26} className="h-[26px] w-10" />
                  <span className="font-semibold">{method.name}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {error && (
          <p id={`${titleId}-error`} className="mt-2 font-medium text-red-800">
            {error}
          </p>
        )}
        {!hydrated && (
          <Button type="submit" variant="secondary" className="mt-3">
            {t("checkout.apply")}
          </Button>
        )}
      </fetcher.Form>
      {children && <div className="mt-4">{children}</div>}
    </section>
  );
}
