/** Deutsche Texte zu Gutscheinen und zur Wahl des Lieferlands im Warenkorb. */
export const coupon = {
  coupon: {
    label: "Gutscheincode",
    apply: "Einlösen",
    remove: "Gutschein entfernen",
    applied: "Gutschein {code} eingelöst",
    removed: "Der Gutschein wurde entfernt.",
    removedNotice: "Der Gutschein {code} wurde aus Ihrem Warenkorb entfernt. {reason}",
    discount: "Gutscheinrabatt",
  },
  deliveryCountry: {
    label: "Lieferland",
    hint: "Versandkosten und Mehrwertsteuer werden für dieses Land berechnet.",
    noShippingMethod: "Für diese Lieferung ist keine Versandart verfügbar. Bitte wenden Sie sich an den Shopbetreiber.",
    apply: "Übernehmen",
    applyLabel: "Lieferland übernehmen",
    changed: "Das Lieferland wurde geändert.",
  },
};

/** Die Gutschein-Fehlerschlüssel (docs/glossary.md, storefront spec §8), in errors eingefügt. */
export const couponErrorTexts = {
  couponInvalid: "Der Gutschein konnte nicht eingelöst werden. Der Code ist ungültig oder wurde bereits verwendet.",
  couponExpired: "Der Gutschein konnte nicht eingelöst werden. Der Gutschein ist abgelaufen.",
  couponNoOpenAmount:
    "Der Gutschein konnte nicht eingelöst werden. Für diesen Warenkorb ist kein offener Betrag übrig.",
  couponOnlyExistingCustomers: "Der Gutschein konnte nicht eingelöst werden. Er gilt nur für Bestandskunden.",
  couponOnlyNewCustomers: "Der Gutschein konnte nicht eingelöst werden. Er gilt nur für Neukunden.",
  couponOnlySubscription: "Der Gutschein konnte nicht eingelöst werden. Er gilt nur für Abo-Artikel.",
  couponNotForSubscription: "Der Gutschein konnte nicht eingelöst werden. Er gilt nicht für Abo-Artikel.",
  couponNotForSpecialOffers: "Der Gutschein konnte nicht eingelöst werden. Er gilt nicht für Sonderangebote.",
  couponPromotionRequired:
    "Der Gutschein konnte nicht eingelöst werden. Er gilt nur zusammen mit einem Aktionsartikel.",
  couponMinOrderValueNotReached:
    "Der Gutschein konnte nicht eingelöst werden. Der Mindestbestellwert von {min} ist nicht erreicht.",
  couponNoMatchingItem:
    "Der Gutschein konnte nicht eingelöst werden. Kein Artikel in Ihrem Warenkorb ist für diesen Gutschein berechtigt.",
  couponWrongCustomerClass:
    "Der Gutschein konnte nicht eingelöst werden. Er gilt nicht für Ihre Kundenklasse oder Ihren Kundentyp.",
  couponNotActivated: "Der Gutschein konnte nicht eingelöst werden. Er ist für diesen Shop nicht aktiviert.",
  couponRemovalFailed: "Der Gutschein konnte nicht entfernt werden.",
};
