/** English texts: the cookie banner and settings (docs/consent.md). */
export const consent = {
  consent: {
    banner: {
      title: "We respect your privacy",
      description:
        "We use cookies the shop needs to work. With your consent we also use the services listed in the settings. You decide; you can change your choice at any time under 'Cookie settings' at the bottom of every page.",
      acceptAll: "Accept all",
      rejectAll: "Reject all",
      settings: "Settings",
      footerPrivacy: "Privacy policy",
      footerImprint: "Legal disclosure",
    },
    settings: {
      title: "Cookie settings",
      intro:
        "Choose which groups of services you allow. Essential cookies are always on: without them the shop does not work. Nothing else runs before you agree.",
      acceptAll: "Accept all",
      rejectAll: "Reject all",
      save: "Save settings",
      close: "Close",
      serviceCount: "Service|Services",
      more: "More in our privacy policy.",
      none: "The shop uses no service of this group at the moment.",
    },
    groups: {
      essentials: {
        title: "Essential",
        description: "Cookies the shop needs: your session and cart, your language, and this choice.",
      },
      functional: {
        title: "Functional",
        description: "Services that make forms and features more convenient, such as a human check without a puzzle.",
      },
      externalMedia: {
        title: "External media",
        description: "Content of other platforms embedded in pages, such as videos.",
      },
      marketing: {
        title: "Marketing and statistics",
        description: "Services that measure how the shop is used, so we can improve it.",
      },
    },
    table: {
      caption: "Cookies and services",
      name: "Name",
      provider: "Provider",
      purpose: "Purpose",
      lifetime: "Lifetime",
    },
    providers: {
      shop: "This shop",
      matomo: "Matomo (run for this shop)",
      cloudflare: "Cloudflare, Inc., USA",
      youtube: "Google Ireland Ltd.",
      vimeo: "Vimeo.com, Inc., USA",
    },
    services: {
      session: { purpose: "Keeps your session: cart, login, security token.", lifetime: "30 days" },
      locale: { purpose: "Remembers the language you chose.", lifetime: "1 year" },
      consent: { purpose: "Stores your choice on this banner.", lifetime: "6 months" },
      operatorSession: { purpose: "Keeps the session of the shop's staff (only them).", lifetime: "12 hours" },
      preview: { purpose: "Edit or preview mode of the shop's editor (only staff).", lifetime: "Session" },
      turnstile: { purpose: "Checks that a form is sent by a person, not a bot.", lifetime: "Session" },
      matomo: { purpose: "Counts visits and which pages and products are viewed.", lifetime: "Up to 13 months" },
      youtube: {
        purpose: "Plays videos embedded in the shop's pages (no cookies before playing).",
        lifetime: "Up to 6 months",
      },
      vimeo: { purpose: "Plays videos embedded in the shop's pages.", lifetime: "Up to 1 year" },
    },
  },
} as const;
