/** English texts: returns (docs/after-sales.md "Returns"). */
export const returnErrors = {
  returnNotPossible: "Items of this order can no longer be returned.",
  returnQuantities: "Please check the quantities.",
  returnNotFound: "This return could not be found.",
  returnCanceled: "This return is canceled.",
  returnReceivedAlready: "The items of this return have arrived; it can no longer be canceled.",
  returnNotReceived: "Record the arrival of the items before refunding the return.",
  returnShippingRefunded: "The shipping costs of this order have been refunded with another return already.",
  returnNothingReceived: "Nothing of this return arrived: there is nothing to refund. Cancel the return instead.",
  returnRefundTooHigh: "That is more than this return can refund (at most {amount}).",
};

export const returns = {
  returns: {
    reasons: {
      changedMind: "Changed my mind",
      doesNotFit: "Does not fit",
      damaged: "Damaged or faulty",
      wrongItem: "Wrong item delivered",
      notAsDescribed: "Not as described",
      withdrawal: "Withdrawal from the contract",
      other: "Other reason",
    },
    status: {
      requested: "Registered",
      received: "Items arrived",
      refunded: "Refunded",
      canceled: "Canceled",
    },
    validation: {
      reason: "Please select a reason.",
      quantities: "Please select the quantity of at least one item.",
      tooMany: "More than can still be returned of this item.",
      moreThanAnnounced: "More than the return announced.",
      giftCardWhole: "A gift card can only be returned as a whole.",
    },
    startLink: "Return items",
    newTitle: "Return items of order {number}",
    newIntro:
      "Choose how many of each item you send back and why. You get a return note to put into the parcel, and we let you know by email when the items have arrived.",
    item: "Item",
    ordered: "Ordered",
    returnable: "Returnable",
    quantity: "Quantity to return",
    quantityOf: "Quantity to return of {name}",
    notReturnable: "Nothing left to return",
    reason: "Reason",
    comment: "Comment (optional)",
    submit: "Register return",
    createdTitle: "Your return {number} is registered",
    createdText:
      "We have sent a confirmation to {email}. Your return note is in the order's documents in a moment: print it and put it into the parcel.",
    toOrder: "To the order",
    listTitle: "Returns",
    listEmpty: "You have no returns.",
    number: "Return",
    date: "Date",
    order: "Order",
    statusLabel: "Status",
    items: "Items",
    onOrderTitle: "Returns",
  },
} as const;
