/** English texts: the withdrawal function (docs/after-sales.md). */
export const withdrawal = {
  withdrawal: {
    title: "Withdraw from contract",
    intro:
      "Here you can withdraw from your contract with us within the withdrawal period. Give your name, the order number and your email address; we send the acknowledgment of receipt to that address.",
    name: "Name",
    email: "Email address",
    orderNumber: "Order number",
    orderNumberHint: "You find it in the order confirmation, for example O-2026-000123.",
    items: "Which items? (optional)",
    itemsHint: "Leave empty to withdraw from the whole order.",
    review: "Continue to confirmation",
    reviewTitle: "Please check your withdrawal",
    reviewIntro: "With 'Confirm withdrawal' you withdraw from the contract of this order.",
    wholeOrder: "The whole order",
    confirm: "Confirm withdrawal",
    edit: "Change details",
    receivedTitle: "Your withdrawal has been received",
    receivedText:
      "We received your withdrawal on {receivedAt} (reference {reference}). An acknowledgment of receipt is on its way to {email}.",
    more: "The model withdrawal form and our cancellation policy:",
  },
} as const;
