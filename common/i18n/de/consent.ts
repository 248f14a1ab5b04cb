/** Deutsche Texte: Cookie-Banner und -Einstellungen (docs/consent.md). */
export const consent = {
  consent: {
    banner: {
      title: "Wir respektieren Ihre Privatsphäre",
      description:
        "Wir verwenden Cookies, die der Shop zum Funktionieren braucht. Mit Ihrer Einwilligung nutzen wir außerdem die Dienste, die in den Einstellungen stehen. Sie entscheiden; Ihre Wahl können Sie jederzeit unter „Cookie-Einstellungen“ unten auf jeder Seite ändern.",
      acceptAll: "Alle akzeptieren",
      rejectAll: "Alle ablehnen",
      settings: "Einstellungen",
      footerPrivacy: "Datenschutzerklärung",
      footerImprint: "Impressum",
    },
    settings: {
      title: "Cookie-Einstellungen",
      intro:
        "Wählen Sie, welche Gruppen von Diensten Sie erlauben. Essenzielle Cookies sind immer aktiv: Ohne sie funktioniert der Shop nicht. Alles andere läuft erst nach Ihrer Zustimmung.",
      acceptAll: "Alle akzeptieren",
      rejectAll: "Alle ablehnen",
      save: "Einstellungen speichern",
      close: "Schließen",
      serviceCount: "Dienst|Dienste",
      more: "Mehr in unserer Datenschutzerklärung.",
      none: "Der Shop nutzt derzeit keinen Dienst dieser Gruppe.",
    },
    groups: {
      essentials: {
        title: "Essenziell",
        description: "Cookies, die der Shop braucht: Ihre Sitzung und Ihr Warenkorb, Ihre Sprache und diese Wahl.",
      },
      functional: {
        title: "Funktional",
        description:
          "Dienste, die Formulare und Funktionen bequemer machen, etwa eine Prüfung ohne Rätsel, ob ein Mensch schreibt.",
      },
      externalMedia: {
        title: "Externe Medien",
        description: "Inhalte anderer Plattformen, die in Seiten eingebettet sind, etwa Videos.",
      },
      marketing: {
        title: "Marketing und Statistik",
        description: "Dienste, die messen, wie der Shop genutzt wird, damit wir ihn verbessern können.",
      },
    },
    table: {
      caption: "Cookies und Dienste",
      name: "Name",
      provider: "Anbieter",
      purpose: "Zweck",
      lifetime: "Laufzeit",
    },
    providers: {
      shop: "Dieser Shop",
      matomo: "Matomo (für diesen Shop betrieben)",
      cloudflare: "Cloudflare, Inc., USA",
      youtube: "Google Ireland Ltd.",
      vimeo: "Vimeo.com, Inc., USA",
    },
    services: {
      session: { purpose: "Hält Ihre Sitzung: Warenkorb, Anmeldung, Sicherheitsschlüssel.", lifetime: "30 Tage" },
      locale: { purpose: "Merkt sich die gewählte Sprache.", lifetime: "1 Jahr" },
      consent: { purpose: "Speichert Ihre Wahl in diesem Banner.", lifetime: "6 Monate" },
      operatorSession: {
        purpose: "Hält die Sitzung der Mitarbeitenden des Shops (nur diese).",
        lifetime: "12 Stunden",
      },
      preview: { purpose: "Bearbeitungs- oder Vorschaumodus des Editors (nur Mitarbeitende).", lifetime: "Sitzung" },
      turnstile: {
        purpose: "Prüft, dass ein Formular von einem Menschen kommt, nicht von einem Bot.",
        lifetime: "Sitzung",
      },
      matomo: {
        purpose: "Zählt Besuche und welche Seiten und Artikel angesehen werden.",
        lifetime: "Bis zu 13 Monate",
      },
      youtube: {
        purpose: "Spielt Videos ab, die in Seiten des Shops eingebunden sind (ohne Cookies vor dem Abspielen).",
        lifetime: "Bis zu 6 Monate",
      },
      vimeo: { purpose: "Spielt Videos ab, die in Seiten des Shops eingebunden sind.", lifetime: "Bis zu 1 Jahr" },
    },
  },
} as const;
