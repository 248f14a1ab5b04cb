/** Deutsche Texte der Gutschein- und Lieferlandformulare im Warenkorb ohne JavaScript. */
export const cartMount = {
  cartMount: {
    couponApplied: "Der Gutschein wurde eingelöst.",
  },
} as const;
