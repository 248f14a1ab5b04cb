import { useCallback, useMemo, useState, type ReactNode, type RefObject } from "react";
import { ADDRESS_TYPE } from "#common/constants.ts";
import type { CheckoutView } from "#server/operations/checkout.ts";
import { useT } from "~/lib/i18n.tsx";
import { AdditionalInformationSection } from "./additional-information-section.tsx";
import { useInitialSameAsShipping } from "./address-editing.ts";
import { AddressSection } from "./address-section.tsx";
import { ContactDraftProvider } from "./contact-draft.tsx";
import { ContactSection } from "./contact-section.tsx";
import { offeredPaymentMethods, useApplePayAvailable } from "./offered-payment-methods.ts";
import { OrderForm } from "./order-form.tsx";
import { OrderSummary } from "./order-summary.tsx";
import { PaymentMethodSection } from "./payment-method-section.tsx";
import type { CardTokenSource, PaymentDetails } from "./place-order.ts";
import { PickupStationMount } from "./pickup-station-mount.tsx";
import { SameAsShippingToggle } from "./same-as-shipping-toggle.tsx";
import { ShippingMethodSection } from "./shipping-method-section.tsx";

type Props = {
  checkout: CheckoutView;
  /** The DHL preferred-delivery component, shown in the shipping method section. */
  preferredDelivery?: ReactNode;
  /** The message of an order the server refused (the order form posted without JavaScript). */
  orderFailure?: string | null;
  /**
   * The embedded card form (component mode), shown when the shopper chose that method, and
   * the ref through which the order button asks it for the card token.
   */
  embeddedCard?: { form: ReactNode; tokenSource: RefObject<CardTokenSource | null> };
};

/**
 * /checkout: contact, addresses, shipping and payment, additional information, summary,
 * and the order form (terms, the to-do list, the order button). The server's to-do list is
 * completed there with what only the page knows: the terms tick box and an address being edited.
 */
export function CheckoutPage({ checkout, preferredDelivery, orderFailure = null, embeddedCard }: Props) {
  const t = useT();
  const paymentMethods = offeredPaymentMethods(checkout.paymentMethods, useApplePayAvailable());
  // A method this browser is not offered (Apple Pay chosen elsewhere) is no choice here.
  const paymentMethod = paymentMethods.find((method) => method.id === checkout.paymentMethodId) ?? null;
  const embedded = paymentMethod?.flow === "embedded";
  const [dirty, setDirty] = useState<Record<1 | 2, boolean>>({ 1: false, 2: false });
  const [sameAsShipping, setSameAsShipping] = useState(
    useInitialSameAsShipping(checkout.billingAddressId, checkout.shippingAddressId),
  );
  const onDirtyChange = useCallback(
    (typeId: 1 | 2, value: boolean) =>
      setDirty((current) => (current[typeId] === value ? current : { ...current, [typeId]: value })),
    [],
  );
  const [draftEmail, setDraftEmail] = useState<string | null>(null);
  const contactDraft = useMemo(
    () => ({ draftEmail, setDraftEmail, emailMissing: !checkout.email && !draftEmail }),
    [draftEmail, checkout.email],
  );
  const paymentDetails = async (): Promise<PaymentDetails | null> => {
    if (!embedded) return {};
    const cardToken = (await embeddedCard?.tokenSource.current?.createToken()) ?? null;
    return cardToken ? { cardToken } : null;
  };

  return (
    <ContactDraftProvider value={contactDraft}>
      <h1 className="text-3xl font-semibold">{t("checkout.title")}</h1>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          <ContactSection email={checkout.email} />
          <AddressSection
            typeId={ADDRESS_TYPE.shipping}
            title={t("checkout.shippingAddressTitle")}
            addresses={checkout.addresses.shipping}
            selectedId={checkout.shippingAddressId}
            countries={checkout.countries}
            sameAsShipping={sameAsShipping}
            onDirtyChange={onDirtyChange}
          >
            <PickupStationMount checkout={checkout} onSeparateBilling={() => setSameAsShipping(false)} />
          </AddressSection>
          <SameAsShippingToggle
            checked={sameAsShipping}
            onChange={setSameAsShipping}
            shippingAddressId={checkout.shippingAddressId}
          />
          {!sameAsShipping && (
            <AddressSection
              typeId={ADDRESS_TYPE.billing}
              title={t("checkout.billingAddressTitle")}
              addresses={checkout.addresses.billing}
              selectedId={checkout.billingAddressId}
              countries={checkout.countries}
              sameAsShipping={false}
              onDirtyChange={onDirtyChange}
            />
          )}
          <ShippingMethodSection checkout={checkout} preferredDelivery={preferredDelivery} />
          <PaymentMethodSection methods={paymentMethods} paymentMethodId={paymentMethod?.id ?? null}>
            {embedded && embeddedCard?.form}
          </PaymentMethodSection>
          <AdditionalInformationSection info={checkout.additionalInformation} />
        </div>
        <div className="space-y-4">
          <OrderSummary cart={checkout.cart} />
          <OrderForm
            checkout={{ ...checkout, paymentMethodId: paymentMethod?.id ?? null }}
            editingAddress={dirty[1] || dirty[2]}
            failure={orderFailure}
            paymentDetails={paymentDetails}
          />
        </div>
      </div>
    </ContactDraftProvider>
  );
}
