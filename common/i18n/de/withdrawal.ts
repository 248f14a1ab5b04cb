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
    modelForm: {
      title: "Muster-Widerrufsformular",
      easier: "Am einfachsten widerrufen Sie über unsere Widerrufsfunktion:",
      optional:
        "Sie können auch dieses Formular ausdrucken, ausfüllen und uns per Post oder E-Mail senden. Seine Verwendung ist nicht vorgeschrieben; jede eindeutige Erklärung genügt.",
      print: "Formular drucken",
      heading: "Muster-Widerrufsformular",
      instruction:
        "(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)",
      to: "An:",
      contract:
        "Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*):",
      orderedOn: "Bestellt am (*)/erhalten am (*):",
      name: "Name des/der Verbraucher(s):",
      address: "Anschrift des/der Verbraucher(s):",
      signature: "Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier):",
      date: "Datum:",
      delete: "(*) Unzutreffendes streichen.",
    },
  },
};
