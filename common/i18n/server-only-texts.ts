/**
 * Texts only server code formats: the mails, the PDF documents and the SEO head texts (page
 * loaders). The client build leaves them out of the browser's catalogues
 * (scripts/vite-precompiled-messages.ts), and fails when a client chunk names one of them,
 * because a component that rendered one would show its key after hydration. A namespace, or
 * a dotted path inside one.
 */
export const SERVER_ONLY_TEXTS = ["mail", "seo", "documents.pdf"] as const;
