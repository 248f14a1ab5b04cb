/** Deutsche Texte der Verbindung zwischen Warenkorb, Kasse und den eingebauten Teilen. */
export const mount = {
  cartMount: {
    couponApplied: "Der Gutschein wurde eingelöst.",
  },
  pickupMount: {
    addressFirst:
      "Bitte geben Sie zuerst Ihren Namen und Ihre Adresse ein: Das Paket geht auf Ihren Namen an die Station.",
  },
} as const;
