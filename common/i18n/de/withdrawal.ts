import type { Messages } from "../en.ts";

/** Deutsche Texte: die Widerrufsfunktion (docs/after-sales.md). */
export const withdrawal: Pick<Messages, "withdrawal"> = {
  withdrawal: {
    title: "Vertrag widerrufen",
    intro:
      "Hier können Sie Ihren Vertrag mit uns innerhalb der Widerrufsfrist widerrufen. Geben Sie Ihren Namen, die Bestellnummer und Ihre E-Mail-Adresse an; die Eingangsbestätigung senden wir an diese Adresse.",
    name: "Name",
    email: "E-Mail-Adresse",
    orderNumber: "Bestellnummer",
    orderNumberHint: "Sie finden sie in der Bestellbestätigung, z. B. O-2026-000123.",
    items: "Welche Artikel? (optional)",
    itemsHint: "Leer lassen, wenn Sie die ganze Bestellung widerrufen.",
    review: "Weiter zur Bestätigung",
    reviewTitle: "Bitte prüfen Sie Ihren Widerruf",
    reviewIntro: "Mit „Widerruf bestätigen“ widerrufen Sie den Vertrag über diese Bestellung.",
    wholeOrder: "Die ganze Bestellung",
    confirm: "Widerruf bestätigen",
    edit: "Angaben ändern",
    receivedTitle: "Ihr Widerruf ist eingegangen",
    receivedText:
      "Wir haben Ihren Widerruf am {receivedAt} erhalten (Vorgangsnummer {reference}). Eine Eingangsbestätigung ist unterwegs an {email}.",
    more: "Das Muster-Widerrufsformular und unsere Widerrufsbelehrung:",
  },
};
