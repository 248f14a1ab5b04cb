/** Deutsche Texte: das Kontaktformular (docs/contact.md; storefront spec §§5 und 8). */
export const contact = {
  contact: {
    title: "Kontakt",
    intro:
      "Fragen zu einer Bestellung, einem Artikel oder Ihrem Kundenkonto? Schreiben Sie uns; wir antworten per E-Mail, meist innerhalb eines Werktags.",
    otherWays: "Sie erreichen uns auch per E-Mail an {email} oder telefonisch unter {phone}.",
    name: "Name",
    email: "E-Mail-Adresse",
    orderNumber: "Bestellnummer (optional)",
    orderNumberHint: "Wenn es um eine Bestellung geht, zum Beispiel O-2026-000123.",
    subject: "Betreff",
    message: "Nachricht",
    messageHint: "Höchstens {max, number} Zeichen.",
    acceptTerms: "Ich akzeptiere die {termsLink} und habe die {privacyLink} gelesen.",
    termsLink: "Allgemeinen Geschäftsbedingungen",
    privacyLink: "Datenschutzerklärung",
    submit: "Nachricht senden",
    sending: "Wird gesendet …",
    sentTitle: "Vielen Dank für Ihre Nachricht",
    sentText:
      "Wir haben Ihre Nachricht erhalten und antworten Ihnen an {email}. Eine Kopie ist an diese Adresse unterwegs.",
    another: "Weitere Nachricht schreiben",
    validation: {
      nameRequired: "Bitte geben Sie Ihren Namen an.",
      subjectRequired: "Bitte geben Sie einen Betreff an.",
      messageRequired: "Bitte schreiben Sie eine Nachricht.",
      termsRequired: "Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.",
      humanCheckRequired: "Bitte setzen Sie das Häkchen, um zu bestätigen, dass Sie ein Mensch sind.",
    },
  },
} as const;

/** Fehlerschlüssel des Kontaktformulars (common/errors.ts), in errors eingefügt. */
export const contactErrorTexts = {
  contactSendFailed: "Die Nachricht konnte nicht gesendet werden.",
} as const;
