import { useRef, useState, type FormEvent } from "react";
import { checkoutTodos } from "#common/checkout-todo.ts";
import type { CheckoutView } from "#server/operations/checkout.ts";
import { FormError } from "~/components/ui/form-error.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useApi } from "~/lib/api.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useContactDraft } from "./contact-draft.tsx";
import { CheckoutTodoList } from "./checkout-todo-list.tsx";
import { OrderButton } from "./order-button.tsx";
import { usePlaceOrder, type PaymentDetails } from "./place-order.ts";
import { TermsCheckbox } from "./terms-checkbox.tsx";

type Props = {
  checkout: Pick<
    CheckoutView,
    "billingAddressId" | "email" | "paymentMethodId" | "shippingAddressId" | "shippingProfileId"
  >;
  /** An address form with unsaved changes blocks the order (docs/glossary.md, storefront spec §5). */
  editingAddress: boolean;
  /** The message of an order the server refused (the form posted without JavaScript). */
  failure: string | null;
  /** Asked first (the embedded card form's token); null: no order now, the form shows why. */
  paymentDetails: () => Promise<PaymentDetails | null>;
};

/**
 * The terms tick box, the to-do list and the order button in ONE form posting to the
 * checkout's action (intent placeOrder), so ordering works without JavaScript; the server
 * checks the terms and everything else. With JavaScript the submission is intercepted and
 * the order is placed through the API (usePlaceOrder); a second submission while placing
 * does nothing. Without JavaScript the terms cannot block the button (nothing would unblock
 * it): the to-do list still names them and the server refuses an order without the tick.
 */
export function OrderForm({ checkout, editingAddress, failure, paymentDetails }: Props) {
  const hydrated = useHydrated();
  const placeOrder = usePlaceOrder();
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [placing, setPlacing] = useState(false);
  const inFlight = useRef(false);
  const api = useApi();
  // A valid email typed into the contact field counts, saved or not: it is saved first.
  const { draftEmail } = useContactDraft();
  const todos = checkoutTodos({ ...checkout, email: draftEmail ?? checkout.email, termsAccepted, editingAddress });
  const blocked = todos.some((todo) => hydrated || todo !== "acceptTerms");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current || blocked) return;
    inFlight.current = true;
    setPlacing(true);
    try {
      if (draftEmail) await api.call("setCheckoutEmail", { email: draftEmail });
      const payment = await paymentDetails();
      if (!payment) {
        inFlight.current = false;
        setPlacing(false);
        return;
      }
      const { redirectTo } = await placeOrder(payment);
      window.location.assign(redirectTo);
    } catch {
      // The API client has shown the error; the shopper may try again.
      inFlight.current = false;
      setPlacing(false);
    }
  }

  return (
    <form method="post" className="space-y-4" onSubmit={hydrated ? (event) => void submit(event) : undefined}>
      <CsrfField />
      <input type="hidden" name="intent" value="placeOrder" />
      <TermsCheckbox checked={termsAccepted} onChange={setTermsAccepted} />
      <FormError message={failure} />
      <CheckoutTodoList todos={todos} />
      <OrderButton blocked={blocked} placing={placing} />
    </form>
  );
}
