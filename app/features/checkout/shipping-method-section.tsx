import { useId, type ReactNode } from "react";
import { errorMessage } from "#common/i18n/error-message.ts";
import { shippingMethodName } from "#common/shipping-method-name.ts";
import type { CheckoutView } from "#server/operations/checkout.ts";
import { Button } from "~/components/ui/button.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useShopLocale, useT } from "~/lib/i18n.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useCheckoutFetcher } from "./use-checkout-fetcher.tsx";

type Props = {
  checkout: Pick<
    CheckoutView,
    "shippingMethods" | "shippingProfileId" | "shippingErrorKey" | "shippingAddressId" | "additionalInformation"
  >;
  /**
   * The preferred-delivery slot: the DHL preferred day, drop-off place and neighbour
   * (a component of its own) renders here, below the chosen method.
   */
  preferredDelivery?: ReactNode;
};

/** Shipping methods for the delivery country: a radio group with price and delivery days. */
export function ShippingMethodSection({ checkout, preferredDelivery }: Props) {
  const t = useT();
  const locale = useShopLocale();
  const hydrated = useHydrated();
  const titleId = useId();
  const { fetcher, feedback, formKeyField } = useCheckoutFetcher("shipping-method");
  const privacy = useCheckoutFetcher("shipping-privacy");
  const chosen = checkout.shippingMethods.find((method) => method.shippingProfileId === checkout.shippingProfileId);
  const info = checkout.additionalInformation;
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-neutral-300 p-5">
      <h2 id={titleId} className="text-xl font-semibold">
        {t("checkout.shippingMethodTitle")}
      </h2>
      {checkout.shippingAddressId === null && (
        <p className="mt-2 text-neutral-700">{t("checkout.shippingAddressFirst")}</p>
      )}
      {checkout.shippingErrorKey && (
        <p role="alert" className="mt-2 font-medium text-red-800">
          {errorMessage(locale, checkout.shippingErrorKey)}
        </p>
      )}
      {checkout.shippingMethods.length > 0 && (
        <fetcher.Form method="post" className="mt-4" onChange={(event) => fetcher.submit(event.currentTarget)}>
          <CsrfField />
          <input type="hidden" name="intent" value="shippingMethod" />
          {formKeyField}
          <fieldset aria-describedby={feedback.fieldError("shippingProfileId") ? `${titleId}-error` : undefined}>
            <legend className="sr-only">{t("checkout.shippingMethodLegend")}</legend>
            <ul className="space-y-2">
              {checkout.shippingMethods.map((method) => (
                <li key={method.shippingProfileId}>
                  <label className="flex items-start gap-3 rounded-md border border-neutral-300 p-3">
                    <input
                      type="radio"
                      name="shippingProfileId"
                      value={method.shippingProfileId}
                      defaultChecked={method.shippingProfileId === checkout.shippingProfileId}
                      className="mt-1"
                    />
                    <span className="flex-1">
                      <span className="block font-semibold">
                        {shippingMethodName(method.parcelServiceName, method.parcelServicePresetName)}
                      </span>
                      <span className="block text-sm text-neutral-700">
                        {t("checkout.deliveryDays", { days: method.maxDeliveryDays })}
                      </span>
                    </span>
                    <span className="font-semibold">
                      {method.isFree ? t("checkout.free") : method.shippingAmount.formatted}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          {feedback.fieldError("shippingProfileId") && (
            <p id={`${titleId}-error`} className="mt-2 font-medium text-red-800">
              {feedback.fieldError("shippingProfileId")}
            </p>
          )}
          {!hydrated && (
            <Button type="submit" variant="secondary" className="mt-3">
              {t("checkout.apply")}
            </Button>
          )}
        </fetcher.Form>
      )}
      {chosen?.shippingPrivacyInformation.showDataPrivacyAgreementHint && (
        <privacy.fetcher.Form
          method="post"
          className="mt-4"
          onChange={(event) => privacy.fetcher.submit(event.currentTarget)}
        >
          <CsrfField />
          <input type="hidden" name="intent" value="additional" />
          {privacy.formKeyField}
          <input type="hidden" name="orderContactWish" value={info.orderContactWish} />
          <input type="hidden" name="orderCustomerSign" value={info.orderCustomerSign} />
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              name="shippingPrivacyHintAccepted"
              value="1"
              defaultChecked={info.shippingPrivacyHintAccepted}
              className="mt-1"
            />
            {t("checkout.privacyHint")}
          </label>
          {!hydrated && (
            <Button type="submit" variant="secondary" className="mt-3">
              {t("checkout.apply")}
            </Button>
          )}
        </privacy.fetcher.Form>
      )}
      {preferredDelivery && (
        <div data-slot="preferred-delivery" className="mt-4">
          {preferredDelivery}
        </div>
      )}
    </section>
  );
}
