/** Deutsche Texte: Angebote (docs/after-sales.md "Offers"). */
export const offerErrors = {
  offerNotFound: "Sie sind nicht berechtigt, dieses Angebot zu öffnen.",
  offerExpired: "Dieses Angebot ist abgelaufen.",
  offerAlreadyTaken: "Dieses Angebot wurde bereits angenommen oder abgelehnt.",
  offerItemOutOfStock:
    "„{name}“ ist nicht mehr in der angebotenen Menge auf Lager (verfügbar: {stock, number}). Bitte wenden Sie sich an uns.",
  offerVatChanged:
    "Die Umsatzsteuer dieses Angebots hat sich seit seiner Erstellung geändert. Bitte fordern Sie ein neues Angebot an.",
  offerLoginRequired: "Dieses Angebot gilt für ein Kundenkonto. Bitte melden Sie sich an, um es zu öffnen.",
  offerNotSendable: "Dieses Angebot kann nicht mehr gesendet werden.",
  offerLinkLost: "Der Link dieses Angebots kann nicht mehr erzeugt werden. Legen Sie das Angebot neu an.",
  offerInvalid: "Bitte prüfen Sie die Angaben des Angebots.",
};

export const offers = {
  offers: {
    title: "Angebot {number}",
    intro: "Unser Angebot für Sie. Sie können es bis einschließlich {date} annehmen.",
    validUntil: "Gültig bis",
    items: "{count, plural, =0 {Keine Artikel} one {# Artikel} other {# Artikel}}",
    note: "Hinweis zum Angebot",
    state: {
      expired: "Dieses Angebot ist abgelaufen. Fragen Sie uns gern nach einem neuen.",
      taken: "Dieses Angebot wurde bereits angenommen.",
      declined: "Dieses Angebot wurde abgelehnt.",
      unauthorized: "Sie sind nicht berechtigt, dieses Angebot zu öffnen.",
      loginRequired: "Dieses Angebot gilt für ein Kundenkonto. Bitte melden Sie sich an, um es zu öffnen.",
    },
    login: "Anmelden",
    toOrder: "Zur Bestellung",
    accept: {
      title: "Angebot annehmen",
      paymentMethod: "Zahlungsart",
      button: "Angebot annehmen und zahlungspflichtig bestellen",
      busy: "Bestellung wird angelegt …",
    },
    decline: {
      title: "Angebot ablehnen",
      reason: "Warum lehnen Sie das Angebot ab?",
      button: "Angebot ablehnen",
      done: "Sie haben das Angebot abgelehnt. Danke für Ihre Rückmeldung.",
    },
    validation: {
      reason: "Bitte nennen Sie einen Grund.",
      noLines: "Geben Sie mindestens eine Artikelnummer an.",
      unknownVariation: "Diese Artikelnummer gibt es nicht.",
      notBuyable: "Dieser Artikel ist nicht bestellbar.",
      unknownProperty: "Dieser Artikel hat kein Bestellmerkmal „{name}“.",
      fileProperty: "Das Bestellmerkmal „{name}“ ist eine Datei; es kann im Angebot nicht angegeben werden.",
      tooLarge: "So große Beträge kann ein Angebot nicht aufnehmen.",
      discountTooHigh: "Der Rabatt ist höher als die Artikelsumme.",
      validUntilPast: "Das Datum liegt in der Vergangenheit.",
      validUntilFar: "Ein Angebot gilt höchstens {days, number} Tage.",
    },
  },
};
