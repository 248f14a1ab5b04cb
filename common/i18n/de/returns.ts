/** Deutsche Texte: Rücksendungen (docs/after-sales.md "Returns"). */
export const returnErrors = {
  returnNotPossible: "Artikel dieser Bestellung können nicht mehr zurückgesendet werden.",
  returnQuantities: "Bitte prüfen Sie die Mengen.",
  returnNotFound: "Diese Rücksendung wurde nicht gefunden.",
  returnCanceled: "Diese Rücksendung ist storniert.",
  returnReceivedAlready: "Die Artikel dieser Rücksendung sind angekommen; sie kann nicht mehr storniert werden.",
  returnNotReceived: "Erfassen Sie zuerst den Eingang der Artikel, dann die Erstattung.",
  returnShippingRefunded: "Die Versandkosten dieser Bestellung wurden schon mit einer anderen Rücksendung erstattet.",
  returnNothingReceived:
    "Von dieser Rücksendung ist nichts angekommen: Es gibt nichts zu erstatten. Stornieren Sie die Rücksendung stattdessen.",
  returnRefundTooHigh: "So viel kann diese Rücksendung nicht erstatten (höchstens {amount}).",
};

export const returns = {
  returns: {
    reasons: {
      changedMind: "Gefällt mir nicht mehr",
      doesNotFit: "Passt nicht",
      damaged: "Beschädigt oder defekt",
      wrongItem: "Falscher Artikel geliefert",
      notAsDescribed: "Entspricht nicht der Beschreibung",
      withdrawal: "Widerruf des Vertrags",
      other: "Anderer Grund",
    },
    status: {
      requested: "Angemeldet",
      received: "Artikel eingegangen",
      refunded: "Erstattet",
      canceled: "Storniert",
    },
    validation: {
      reason: "Bitte wählen Sie einen Grund.",
      quantities: "Bitte wählen Sie die Menge mindestens eines Artikels.",
      tooMany: "Mehr, als von diesem Artikel noch zurückgesendet werden kann.",
      moreThanAnnounced: "Mehr, als die Rücksendung angemeldet hat.",
      giftCardWhole: "Ein Gutschein kann nur vollständig zurückgegeben werden.",
    },
    startLink: "Artikel zurücksenden",
    newTitle: "Artikel der Bestellung {number} zurücksenden",
    newIntro:
      "Wählen Sie, wie viele Stück jedes Artikels Sie zurücksenden und warum. Sie erhalten einen Retourenschein für das Paket, und wir informieren Sie per E-Mail, sobald die Artikel angekommen sind.",
    item: "Artikel",
    ordered: "Bestellt",
    returnable: "Rücksendbar",
    quantity: "Rücksendemenge",
    quantityOf: "Rücksendemenge von {name}",
    notReturnable: "Nichts mehr zurückzusenden",
    reason: "Grund",
    comment: "Kommentar (optional)",
    submit: "Rücksendung anmelden",
    createdTitle: "Ihre Rücksendung {number} ist angemeldet",
    createdText:
      "Wir haben Ihnen eine Bestätigung an {email} gesendet. Ihr Retourenschein steht gleich bei den Dokumenten der Bestellung: Drucken Sie ihn aus und legen Sie ihn in das Paket.",
    toOrder: "Zur Bestellung",
    listTitle: "Rücksendungen",
    listEmpty: "Sie haben keine Rücksendungen.",
    number: "Rücksendung",
    date: "Datum",
    order: "Bestellung",
    statusLabel: "Status",
    items: "Artikel",
    onOrderTitle: "Rücksendungen",
  },
} as const;
