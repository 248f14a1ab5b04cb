import type { Messages } from "../en.ts";

/** Deutsche Texte der Zahlung: Rückkehrseite /mollie-payment, Testzahlungsseite, Zahlungsfehler. */
export const payment: Pick<Messages, "payment"> = {
  payment: {
    returnTitle: "Zahlung",
    openTitle: "Zahlung abschließen",
    openText: "Ihre Zahlung ist noch nicht abgeschlossen. Weiter geht es auf der Seite des Zahlungsanbieters.",
    openOrderReceived: "Ihre Bestellung ist eingegangen und wird bearbeitet, sobald sie bezahlt ist.",
    continueToPayment: "Weiter zur Zahlung",
    inProgressTitle: "Ihre Zahlung wird bearbeitet",
    inProgressText: "Der Zahlungsanbieter hat Ihre Zahlung noch nicht bestätigt. Das dauert meist nur wenige Sekunden.",
    checkAgain: "Zahlungsstatus erneut prüfen",
    notCompletedTitle: "Zahlung nicht abgeschlossen",
    notCompletedText:
      "Die Zahlung wurde {status, select, failed {abgelehnt} canceled {abgebrochen} expired {nicht rechtzeitig abgeschlossen} other {nicht abgeschlossen}}. Es wurde kein Geld abgebucht.",
    errorTitle: "Der Zahlungsstatus konnte nicht abgerufen werden",
    backToCheckout: "Zurück zur Kasse und erneut versuchen",
    amount: "Betrag",
    sandboxTitle: "Testzahlung",
    sandboxNotice: "Dies ist eine Testzahlungsseite der Sandbox des Shops. Es wird kein echtes Geld bewegt.",
    sandboxLegend: "Ergebnis der Testzahlung",
    sandboxOutcome:
      "{outcome, select, paid {Bezahlt} failed {Fehlgeschlagen} canceled {Abgebrochen} expired {Abgelaufen} other {{outcome}}}",
    sandboxSubmit: "Testzahlung abschließen",
    sandboxClosed:
      "Diese Testzahlung ist bereits {status, select, paid {bezahlt} failed {fehlgeschlagen} canceled {abgebrochen} expired {abgelaufen} other {abgeschlossen}}.",
    sandboxContinue: "Weiter zum Shop",
    description: "Beschreibung",
    cardForm: "Kartendaten",
    cardFormNeedsJavaScript:
      "Ohne JavaScript geben Sie Ihre Kartendaten nach der Bestellung auf der sicheren Zahlungsseite von Mollie ein.",
    cardHolder: "Karteninhaber",
    cardNumber: "Kartennummer",
    expiryDate: "Ablaufdatum",
    verificationCode: "CVV",
  },
};
