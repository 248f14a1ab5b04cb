/** English texts of paying for an order (the return page after a payment that did not go through). */
export const orderPayment = {
  orderPayment: {
    orderReceived: "Your order has been received, but it is not paid yet. You can pay for it again now.",
    payAgain: "Pay again",
    payNow: "Pay now",
    payNowIntro: "This order has not been paid yet.",
    viewOrder: "View your order",
  },
} as const;
