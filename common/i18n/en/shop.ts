/** English texts: the shop frame, home, static pages, error pages, notifications and SEO defaults. */
export const shop = {
  meta: {
    tagline: "Home, living and electronics",
  },
  nav: {
    skipToContent: "Skip to main content",
    mainNavigation: "Main navigation",
    home: "Home",
    menu: "Menu",
    searchLabel: "Search",
    productSearch: "Product search",
    searchPlaceholder: "What are you looking for?",
    searchSubmit: "Search",
    account: "My account",
    login: "Log in",
    wishlist: "Wishlist",
    cart: "Cart",
    language: "Language",
    languageName: "{locale, select, de {Deutsch} en {English} other {{locale}}}",
    subcategoriesOf: "Subcategories of {name}",
    breadcrumb: "Breadcrumb",
    loading: "Loading page",
  },
  footer: {
    legal: "Legal",
    service: "Service",
    copyright: "© {year} {shop}",
    contact: "Contact",
    cookieSettings: "Cookie settings",
    installApp: "Install as app",
    withdraw: "Withdraw from contract",
  },
  offline: {
    title: "You are offline",
    notice:
      "You are offline. This page is not available without an internet connection. Pages you have already visited can still be opened.",
    home: "To the home page",
  },
  staticPages: {
    "cancellation-form": "Cancellation form",
    "cancellation-rights": "Cancellation rights",
    "declaration-of-accessibility": "Declaration of accessibility",
    "legal-disclosure": "Legal disclosure",
    "privacy-policy": "Privacy policy",
    "terms-and-conditions": "Terms and conditions",
    shipping: "Shipping",
  },
  /** The info pages' own texts (ADR 040): the sample marker and the legal disclosure's identity. */
  legal: {
    sample: {
      label: "Sample text.",
      text: "This text ships with the demo shop. The shop's operator replaces it with their own binding text before going live.",
    },
    disclosure: {
      title: "Information according to § 5 DDG",
      address: "Address",
      contact: "Contact",
      phone: "Phone:",
      email: "Email:",
      register: "Commercial register",
      vatId: "VAT identification number according to § 27a of the German VAT Act",
      directors: "Represented by",
      responsible: "Responsible for the content according to § 18 (2) MStV",
    },
  },
  home: {
    title: "Welcome to {shop}",
  },
  category: {
    subcategories: "Categories",
  },
  errorPage: {
    notFoundTitle: "Page Not Found",
    notFoundMessage: "Page not found: {path}",
    internalTitle: "Internal Server Error",
    internalMessage: "Sorry, something went wrong on our side. Please try again in a moment.",
    backHome: "Back to the home page",
  },
  notifications: {
    region: "Notifications",
    dismiss: "Dismiss",
  },
  seo: {
    description:
      "{shop}: furniture, lighting, textiles, kitchen and smart home electronics, delivered to your door. Order online in a few clicks.",
    keywords: "furniture, lighting, home textiles, kitchen, cookware, smart home, audio, online shop",
    pageDescription: "{page} – {shop}: furniture, lighting, kitchen and electronics for your home.",
    categoryDescription: "{name} at {shop}: browse, compare and order online.",
    tagDescription: "Products tagged {name} at {shop}: browse, compare and order online.",
  },
} as const;
