/** English texts of payments: the /mollie-payment return page, the sandbox payment page, payment errors. */
export const payment = {
  payment: {
    returnTitle: "Payment",
    openTitle: "Complete your payment",
    openText: "Your payment is not completed yet. Continue on the payment provider's page.",
    openOrderReceived: "Your order has been received and will be processed once it is paid.",
    continueToPayment: "Continue to payment",
    inProgressTitle: "Your payment is being processed",
    inProgressText: "The payment provider has not confirmed your payment yet. This usually takes a few seconds.",
    checkAgain: "Check the payment status again",
    notCompletedTitle: "Payment not completed",
    notCompletedText:
      "The payment was {status, select, failed {declined} canceled {canceled} expired {not completed in time} other {not completed}}. No money has been taken.",
    errorTitle: "The payment status could not be retrieved",
    backToCheckout: "Back to checkout and try again",
    amount: "Amount",
    sandboxTitle: "Test payment",
    sandboxNotice: "This is a test payment page of the shop's sandbox. No real money is moved.",
    sandboxLegend: "Result of the test payment",
    sandboxOutcome:
      "{outcome, select, paid {Paid} failed {Failed} canceled {Canceled} expired {Expired} other {{outcome}}}",
    sandboxSubmit: "Complete test payment",
    sandboxClosed:
      "This test payment is already {status, select, paid {paid} failed {failed} canceled {canceled} expired {expired} other {closed}}.",
    sandboxContinue: "Continue to the shop",
    description: "Description",
    cardForm: "Card details",
    cardFormNeedsJavaScript:
      "Without JavaScript you enter your card details on Mollie's secure payment page after ordering.",
    cardHolder: "Card holder",
    cardNumber: "Card number",
    expiryDate: "Expiration date",
    verificationCode: "CVV",
  },
} as const;
