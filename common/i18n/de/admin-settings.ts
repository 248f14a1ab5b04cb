import type { Messages } from "../en.ts";

/** Deutsche Texte: die Shop-Angaben im Backoffice (docs/shop-settings.md). */
export const adminSettings: Messages["admin"]["settings"] = {
  title: "Shop-Angaben",
  intro:
    "Wer verkauft, wo und wie man Sie erreicht: Diese Angaben stehen im Impressum, in den Rechtstexten, unter jeder E-Mail, auf Rechnungen und Rücksendescheinen und in den Daten für Suchmaschinen.",
  forbidden: "Ihr Betreiberkonto ({role}) darf die Shop-Angaben nicht ändern. Das darf nur der Inhaber des Shops.",
  groups: {
    company: "Unternehmen",
    contact: "Kontakt",
    legal: "Register und Verantwortliche",
    bank: "Bankverbindung für Vorkasse und Rechnung",
    returns: "Rücksendeadresse",
  },
  fields: {
    companyName: "Firma (mit Rechtsform)",
    shopName: "Name des Shops",
    street: "Straße und Hausnummer",
    zipCode: "Postleitzahl",
    city: "Ort",
    country: "Land",
    email: "E-Mail-Adresse",
    phone: "Telefon",
    managingDirectors: "Geschäftsführung oder Vertretungsberechtigte",
    registerCourt: "Registergericht",
    registerNumber: "Registernummer",
    vatId: "USt-IdNr.",
    contentResponsible: "Verantwortlich für den Inhalt (Name und Anschrift)",
    bankAccountHolder: "Kontoinhaber",
    bankName: "Bank",
    iban: "IBAN",
    bic: "BIC",
    returnName: "Empfänger",
    returnStreet: "Straße und Hausnummer",
    returnZipCode: "Postleitzahl",
    returnCity: "Ort",
    returnCountry: "Land",
  },
  save: "Shop-Angaben speichern",
  saved: "Die Shop-Angaben sind gespeichert.",
};
