import type { Messages } from "../en.ts";

/** Deutsche Texte: the shop frame, home, static pages, error pages, notifications and SEO defaults. */
export const shop: Pick<
  Messages,
  | "meta"
  | "nav"
  | "footer"
  | "staticPages"
  | "home"
  | "category"
  | "errorPage"
  | "notifications"
  | "seo"
  | "offline"
  | "legal"
> = {
  meta: {
    tagline: "Wohnen, Leben und Elektronik",
  },
  nav: {
    skipToContent: "Zum Hauptinhalt springen",
    mainNavigation: "Hauptnavigation",
    home: "Startseite",
    menu: "Menü",
    searchLabel: "Suche",
    productSearch: "Produktsuche",
    searchPlaceholder: "Wonach suchen Sie?",
    searchSubmit: "Suchen",
    account: "Mein Konto",
    login: "Anmelden",
    wishlist: "Wunschliste",
    cart: "Warenkorb",
    language: "Sprache",
    languageName: "{locale, select, de {Deutsch} en {English} other {{locale}}}",
    subcategoriesOf: "Unterkategorien von {name}",
    breadcrumb: "Pfadnavigation",
    loading: "Seite wird geladen",
  },
  footer: {
    legal: "Rechtliches",
    service: "Service",
    copyright: "© {year} {shop}",
    contact: "Kontakt",
    cookieSettings: "Cookie-Einstellungen",
    installApp: "Als App installieren",
    withdraw: "Vertrag widerrufen",
  },
  offline: {
    title: "Sie sind offline",
    notice:
      "Sie sind offline. Diese Seite ist ohne Internetverbindung nicht verfügbar. Bereits besuchte Seiten können Sie weiterhin öffnen.",
    home: "Zur Startseite",
  },
  staticPages: {
    "cancellation-form": "Widerrufsformular",
    "cancellation-rights": "Widerrufsbelehrung",
    "declaration-of-accessibility": "Erklärung zur Barrierefreiheit",
    "legal-disclosure": "Impressum",
    "privacy-policy": "Datenschutzerklärung",
    "terms-and-conditions": "Allgemeine Geschäftsbedingungen",
    shipping: "Versand",
  },
  legal: {
    sample: {
      label: "Mustertext.",
      text: "Dieser Text gehört zum Demo-Shop. Der Betreiber des Shops ersetzt ihn vor dem Start durch seinen eigenen, verbindlichen Text.",
    },
    disclosure: {
      title: "Angaben gemäß § 5 DDG",
      address: "Anschrift",
      contact: "Kontakt",
      phone: "Telefon:",
      email: "E-Mail:",
      register: "Handelsregister",
      vatId: "Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG",
      directors: "Vertreten durch",
      responsible: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
    },
  },
  home: {
    title: "Willkommen bei {shop}",
  },
  category: {
    subcategories: "Kategorien",
  },
  errorPage: {
    notFoundTitle: "Seite nicht gefunden",
    notFoundMessage: "Seite nicht gefunden: {path}",
    internalTitle: "Interner Serverfehler",
    internalMessage: "Entschuldigung, bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.",
    backHome: "Zur Startseite",
  },
  notifications: {
    region: "Benachrichtigungen",
    dismiss: "Schließen",
  },
  seo: {
    description:
      "{shop}: Möbel, Leuchten, Wohntextilien, Küche und Smart-Home-Elektronik, bequem nach Hause geliefert. Jetzt online bestellen.",
    keywords: "Möbel, Leuchten, Wohntextilien, Küche, Kochgeschirr, Smart Home, Audio, Online-Shop",
    pageDescription: "{page} – {shop}: Möbel, Leuchten, Küche und Elektronik für Ihr Zuhause.",
    categoryDescription: "{name} bei {shop}: entdecken, vergleichen und online bestellen.",
    tagDescription: "Produkte mit dem Schlagwort {name} bei {shop}: entdecken, vergleichen und online bestellen.",
  },
};
