/** English texts: offers (docs/after-sales.md "Offers"). */
export const offerErrors = {
  offerNotFound: "You are not authorised to open this offer.",
  offerExpired: "This offer has expired.",
  offerAlreadyTaken: "This offer has already been accepted or declined.",
  offerItemOutOfStock:
    "“{name}” is no longer in stock in the offered quantity (available: {stock, number}). Please contact us.",
  offerVatChanged: "The VAT of this offer has changed since it was made. Please ask us for a new offer.",
  offerLoginRequired: "This offer is for a customer account. Please log in to open it.",
  offerNotSendable: "This offer can no longer be sent.",
  offerLinkLost: "The link of this offer can no longer be made. Create the offer again.",
  offerInvalid: "Please check the offer's details.",
};

export const offers = {
  offers: {
    title: "Offer {number}",
    intro: "Our offer for you. You can accept it until {date} inclusive.",
    validUntil: "Valid until",
    items: "{count, plural, =0 {No items} one {# item} other {# items}}",
    note: "Note on the offer",
    state: {
      expired: "This offer has expired. Feel free to ask us for a new one.",
      taken: "This offer has already been accepted.",
      declined: "This offer has been declined.",
      unauthorized: "You are not authorised to open this offer.",
      loginRequired: "This offer is for a customer account. Please log in to open it.",
    },
    login: "Log in",
    toOrder: "Go to the order",
    accept: {
      title: "Accept offer",
      paymentMethod: "Payment method",
      button: "Accept offer and place binding order",
      busy: "Placing the order …",
    },
    decline: {
      title: "Decline offer",
      reason: "Why are you declining the offer?",
      button: "Decline offer",
      done: "You declined the offer. Thank you for letting us know.",
    },
    validation: {
      reason: "Please give a reason.",
      noLines: "Enter at least one item number.",
      unknownVariation: "There is no item with this number.",
      notBuyable: "This item cannot be ordered.",
      unknownProperty: "This item has no order property “{name}”.",
      fileProperty: "The order property “{name}” is a file; it cannot be given in an offer.",
      tooLarge: "An offer cannot hold amounts this large.",
      discountTooHigh: "The discount is higher than the item sum.",
      validUntilPast: "The date is in the past.",
      validUntilFar: "An offer is valid for at most {days, number} days.",
    },
  },
};
