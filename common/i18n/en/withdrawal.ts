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
    modelForm: {
      title: "Model withdrawal form",
      easier: "The easiest way to withdraw is our withdrawal function:",
      optional:
        "You can also print this form, fill it in and send it to us by post or email. You do not have to use it; any clear statement will do.",
      print: "Print the form",
      heading: "Model withdrawal form",
      instruction: "(Complete and return this form only if you wish to withdraw from the contract.)",
      to: "To:",
      contract:
        "I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*):",
      orderedOn: "Ordered on (*)/received on (*):",
      name: "Name of consumer(s):",
      address: "Address of consumer(s):",
      signature: "Signature of consumer(s) (only if this form is notified on paper):",
      date: "Date:",
      delete: "(*) Delete as appropriate.",
    },
  },
} as const;
