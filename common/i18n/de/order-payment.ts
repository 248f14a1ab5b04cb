/** Deutsche Texte zum Bezahlen einer Bestellung (Rückkehrseite nach einer nicht abgeschlossenen Zahlung). */
export const orderPayment = {
  orderPayment: {
    orderReceived: "Ihre Bestellung ist eingegangen, aber noch nicht bezahlt. Sie können sie jetzt erneut bezahlen.",
    payAgain: "Jetzt erneut bezahlen",
    payNow: "Jetzt bezahlen",
    payNowIntro: "Diese Bestellung ist noch nicht bezahlt.",
    viewOrder: "Bestellung ansehen",
  },
} as const;
