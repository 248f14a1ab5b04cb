import { useId } from "react";
import { ADDITIONAL_TEXT_MAX } from "#common/schemas/checkout.ts";
import type { CheckoutView } from "#server/operations/checkout.ts";
import { Button } from "~/components/ui/button.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useT } from "~/lib/i18n.tsx";
import { useCheckoutFetcher } from "./use-checkout-fetcher.tsx";

/** The order wish and the customer's reference (at most 500 characters each). */
export function AdditionalInformationSection({ info }: { info: CheckoutView["additionalInformation"] }) {
  const t = useT();
  const titleId = useId();
  const { fetcher, feedback, busy, formKeyField } = useCheckoutFetcher("additional-information");
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-neutral-300 p-5">
      <h2 id={titleId} className="text-xl font-semibold">
        {t("checkout.additionalTitle")}
      </h2>
      <fetcher.Form method="post" className="mt-4 space-y-4" noValidate>
        <CsrfField />
        <input type="hidden" name="intent" value="additional" />
        {formKeyField}
        {info.shippingPrivacyHintAccepted && <input type="hidden" name="shippingPrivacyHintAccepted" value="1" />}
        <TextField
          label={t("checkout.orderContactWish")}
          name="orderContactWish"
          maxLength={ADDITIONAL_TEXT_MAX}
          defaultValue={feedback.value("orderContactWish") ?? info.orderContactWish}
          error={feedback.fieldError("orderContactWish")}
        />
        <TextField
          label={t("checkout.orderCustomerSign")}
          name="orderCustomerSign"
          maxLength={ADDITIONAL_TEXT_MAX}
          defaultValue={feedback.value("orderCustomerSign") ?? info.orderCustomerSign}
          error={feedback.fieldError("orderCustomerSign")}
        />
        <Button type="submit" variant="secondary" busy={busy}>
          {t("checkout.additionalSave")}
        </Button>
      </fetcher.Form>
    </section>
  );
}
