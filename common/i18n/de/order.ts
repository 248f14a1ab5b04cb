import type { Messages } from "../en.ts";
import type { orderErrors as englishOrderErrors } from "../en/order.ts";

/** Deutsche Texte: Bestellung aufgeben und Bestellbestätigung (docs/orders.md). */
export const orderErrors: Pick<Messages["errors"], keyof typeof englishOrderErrors> = {
  orderCartEmpty: "Ihr Warenkorb ist leer. Legen Sie Artikel hinein, bevor Sie bestellen.",
  orderCheckoutIncomplete: "Bitte vervollständigen Sie die Kasse, bevor Sie bestellen.",
  basketChanged:
    "Ihr Warenkorb hat sich geändert, während die Bestellung aufgegeben wurde. Bitte prüfen Sie ihn und bestellen Sie erneut.",
  orderNotEnoughStock:
    "{name} ist in dieser Menge nicht mehr verfügbar (verfügbar: {stock, number}). Bitte prüfen Sie Ihren Warenkorb.",
  orderRetryLater:
    "Die Bestellung konnte gerade nicht aufgegeben werden. Bitte versuchen Sie es in 30 Sekunden erneut.",
  orderCreationFailed: "Die Bestellung konnte nicht angelegt werden. Bitte versuchen Sie es erneut.",
  orderNotFound: "Diese Bestellung wurde nicht gefunden.",
  orderLoadFailed: "Die Bestellung konnte nicht geladen werden. Bitte versuchen Sie es später erneut.",
  orderSoftLoginFailed: "Die Angaben passen nicht zu dieser Bestellung. Bitte prüfen Sie Ihre Eingabe.",
  orderAuthenticationRequired:
    "Um diese Bestellung zu sehen, geben Sie bitte den Nachnamen oder Firmennamen oder die Postleitzahl der Bestellung ein, oder melden Sie sich an.",
  orderCanceled: "Diese Bestellung ist storniert und kann nicht mehr bearbeitet werden.",
  orderShipped: "Diese Bestellung ist schon versendet; stornieren geht nicht mehr. Nehmen Sie eine Retoure an.",
  refundTooHigh: "So viel ist von dieser Zahlung nicht mehr zu erstatten (höchstens {amount}).",
  refundFailed: "Der Zahlungsanbieter hat die Erstattung abgelehnt; es wurde nichts erstattet.",
  orderNotAddedToAccount:
    "Die Bestellungen konnten Ihrem Konto nicht hinzugefügt werden: Seine E-Mail-Adresse hat sich geändert, nachdem der Link verschickt wurde. Bitte fordern Sie einen neuen Link an.",
  orderMigrateUnauthorized:
    "Dieser Link ist ungültig, abgelaufen, schon benutzt oder gehört zu einem anderen Konto. Bitte fordern Sie unter „Meine Bestellungen“ einen neuen an.",
};

export const order: Pick<Messages, "order"> = {
  order: {
    todo: {
      addEmail: "E-Mail-Adresse angeben",
      addShippingAddress: "Lieferadresse angeben",
      addBillingAddress: "Rechnungsadresse angeben",
      chooseShippingMethod: "Versandart wählen",
      choosePaymentMethod: "Zahlungsart wählen",
      acceptTerms: "AGB, Widerrufsbelehrung und Datenschutzerklärung akzeptieren",
    },
    paymentStatus: {
      fullyPaid: "Vollständig bezahlt",
      overpaid: "Überzahlt",
      partlyPaid: "Teilweise bezahlt",
      prepaid: "Vorausbezahlt",
      unpaid: "Nicht bezahlt",
      unknown: "Fehler beim Abrufen des Zahlungsstatus",
    },
    status: {
      open: "Offen",
      paymentPending: "Warten auf Zahlung",
      paid: "Bezahlt",
      canceled: "Storniert",
      inProgress: "In Bearbeitung",
      shipped: "Versendet",
    },
    confirmation: {
      title: "Bestellbestätigung",
      successHeading: "Vielen Dank für Ihre Bestellung!",
      successIntro: "Wir haben Ihre Bestellung {number} erhalten. Eine Bestätigung geht an {email}.",
      successIntroShort: "Wir haben Ihre Bestellung {number} erhalten.",
      failedHeading: "Die Zahlung wurde nicht abgeschlossen",
      failedIntro:
        "Ihre Bestellung {number} ist gespeichert, aber die Zahlung ist fehlgeschlagen oder wurde abgebrochen. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.",
      retryHint:
        "Sie können die Zahlung aus Ihrer Bestellung heraus erneut versuchen oder uns unter Angabe Ihrer Bestellnummer kontaktieren.",
      orderNumber: "Bestellnummer",
      orderDate: "Bestelldatum",
      orderStatus: "Bestellstatus",
      items: "Artikel",
      item: "Artikel",
      quantity: "Menge",
      unitPrice: "Stückpreis",
      lineTotal: "Summe",
      bundlePart: "Teil des Sets",
      coupon: "Gutschein {code}",
      totals: "Summen",
      itemSum: "Warenwert",
      shipping: "Versand",
      couponValue: "Gutschein",
      totalNet: "Summe (netto)",
      vat: "MwSt. {rate, number} %",
      totalGross: "Gesamtsumme",
      paidSoFar: "Bereits bezahlt",
      stillToPay: "Noch zu zahlen",
      refundDue: "Zu viel bezahlt, wird erstattet",
      billingAddress: "Rechnungsadresse",
      deliveryAddress: "Lieferadresse",
      payment: "Zahlung",
      paymentMethod: "Zahlungsart",
      paymentStatus: "Zahlungsstatus",
      shippingMethod: "Versandart",
      shippingProvider: "Versanddienstleister",
      shipments: "Sendungen",
      shippedOn: "Versendet am {date}",
      trackingNumber: "Sendungsnummer",
      trackParcel: "Sendung verfolgen",
      trackParcelAt: "bei {carrier}, Sendungsnummer {number}",
      bankDetails: "Bankverbindung",
      bankDetailsIntro: "Bitte überweisen Sie den Gesamtbetrag auf dieses Konto und geben Sie den Verwendungszweck an.",
      accountOwner: "Kontoinhaber",
      bankName: "Bank",
      iban: "IBAN",
      swift: "BIC/SWIFT",
      reference: "Verwendungszweck",
      additionalInformation: "Ihre Anmerkungen",
      continueShopping: "Weiter einkaufen",
      softLoginHeading: "Bitte bestätigen Sie, dass dies Ihre Bestellung ist",
      softLoginIntro:
        "Um Adressen und Artikel dieser Bestellung zu sehen, geben Sie den Nachnamen oder Firmennamen oder die Postleitzahl der Rechnungs- oder Lieferadresse ein.",
      softLoginName: "Nachname oder Firmenname",
      softLoginZip: "Postleitzahl",
      softLoginSubmit: "Bestellung anzeigen",
      softLoginOr: "oder",
      softLoginFailed: "Die Angaben passen nicht zu dieser Bestellung. Bitte prüfen Sie Ihre Eingabe.",
      softLoginNeedOne: "Geben Sie den Nachnamen oder Firmennamen oder die Postleitzahl ein.",
      orLogin: "Oder melden Sie sich in Ihrem Konto an",
    },
  },
};
