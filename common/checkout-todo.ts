/**
 * The checkout's to-do list (docs/glossary.md, storefront spec §5): what is still missing before the
 * order button may be used, in the order the spec names them. The server answers the part
 * it knows; the page adds what only the browser knows (terms ticked, an address being edited).
 */
export const CHECKOUT_TODOS = [
  "addBillingAddress",
  "addEmail",
  "choosePaymentMethod",
  "addShippingAddress",
  "chooseShippingMethod",
  "acceptTerms",
  "saveAddress",
] as const;
export type CheckoutTodo = (typeof CHECKOUT_TODOS)[number];

export type CheckoutTodoState = {
  billingAddressId: number | null;
  email: string | null;
  paymentMethodId: number | null;
  shippingAddressId: number | null;
  shippingProfileId: number | null;
  /** Only the page knows these two; the server's list leaves them out (undefined). */
  termsAccepted?: boolean;
  editingAddress?: boolean;
};

export function checkoutTodos(state: CheckoutTodoState): CheckoutTodo[] {
  const missing: Record<CheckoutTodo, boolean> = {
    addBillingAddress: state.billingAddressId === null,
    addEmail: !state.email,
    choosePaymentMethod: state.paymentMethodId === null,
    addShippingAddress: state.shippingAddressId === null,
    chooseShippingMethod: state.shippingProfileId === null,
    acceptTerms: state.termsAccepted === false,
    saveAddress: state.editingAddress === true,
  };
  return CHECKOUT_TODOS.filter((todo) => missing[todo]);
}
