/** Deutsche Texte der Newsletter-Anmeldung, ihrer Bestätigungsseiten und Mail (docs/newsletter.md). */
export const newsletter = {
  newsletter: {
    email: "E-Mail",
    firstName: "Vorname",
    lastName: "Nachname",
    optional: "(optional)",
    consent:
      "Ich möchte den Newsletter erhalten und stimme der {privacyLink} zu. Ich kann mich jederzeit wieder abmelden.",
    privacyLink: "Datenschutzerklärung",
    humanCheck: "Menschlichkeitsprüfung",
    humanCheckRunning: "Menschlichkeitsprüfung läuft…",
    humanCheckDone: "Menschlichkeitsprüfung erledigt.",
    humanCheckWidget: {
      label: "Ich bin ein Mensch",
      verifying: "Menschlichkeitsprüfung läuft…",
      verified: "Menschlichkeitsprüfung erledigt.",
      error: "Die Menschlichkeitsprüfung ist nicht gelungen. Bitte versuchen Sie es erneut.",
      expired: "Die Menschlichkeitsprüfung ist abgelaufen. Bitte prüfen Sie erneut.",
      verificationRequired: "Bitte schließen Sie die Menschlichkeitsprüfung ab.",
      waitAlert: "Prüfung läuft… bitte warten.",
      loading: "Wird geladen…",
      reload: "Neu laden",
      verify: "Prüfen",
      cancel: "Abbrechen",
      enterCode: "Code eingeben",
      enterCodeAria: "Geben Sie den Code ein, den Sie hören. Drücken Sie die Leertaste, um die Audiodatei abzuspielen.",
      enterCodeFromImage: "Um fortzufahren, geben Sie bitte den Code aus dem Bild unten ein.",
      getAudioChallenge: "Code als Audio abspielen",
      ariaLinkLabel: "ALTCHA (offizielle Website)",
      footer: "Geschützt durch ALTCHA",
    },
    humanCheckNeedsJavaScript:
      "Für die Anmeldung wird JavaScript benötigt: Statt eines Bilderrätsels löst Ihr Browser eine kleine Rechenaufgabe.",
    submit: "Abonnieren",
    sending: "Wird angemeldet…",
    success:
      "Vielen Dank! Bitte sehen Sie in Ihr Postfach: Wir haben Ihnen eine E-Mail mit einem Link zur Bestätigung Ihrer Anmeldung geschickt.",
    confirmTitle: "Newsletter",
    confirmed: "Ihre Newsletter-Anmeldung ist bestätigt. Vielen Dank!",
    unsubscribed: "Sie wurden vom Newsletter abgemeldet.",
    toHome: "Weiter einkaufen",
    mail: {
      subject: "Bitte bestätigen Sie Ihre Newsletter-Anmeldung bei {shopName}",
      greeting: "Hallo {name},",
      greetingNoName: "Hallo,",
      intro:
        "Danke für Ihre Anmeldung zum Newsletter von {shopName}. Bitte bestätigen Sie Ihre E-Mail-Adresse mit dem Link unten; er ist {hours} Stunden gültig.",
      confirm: "Anmeldung bestätigen",
      ignore:
        "Falls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach: Sie erhalten dann keinen Newsletter.",
      unsubscribe: "Abmelden",
    },
  },
} as const;

export const newsletterErrorTexts = {
  newsletterSubscriptionFailed: "Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es später noch einmal.",
  humanCheckFailed: "Die Menschlichkeitsprüfung ist nicht gelungen. Bitte versuchen Sie es erneut.",
  newsletterLinkExpired:
    "Dieser Bestätigungslink ist abgelaufen. Bitte melden Sie sich erneut an, um einen neuen Link zu erhalten.",
  newsletterLinkInvalid: "Dieser Link ist ungültig. Vielleicht wurde er schon verwendet oder falsch kopiert.",
} as const;

export const newsletterValidationTexts = {
  newsletterConsentRequired: "Bitte stimmen Sie dem Erhalt des Newsletters und der Datenschutzerklärung zu.",
  humanCheckRequired: "Die Menschlichkeitsprüfung ist nicht gelungen. Bitte versuchen Sie es erneut.",
} as const;
