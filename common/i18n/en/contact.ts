/** English texts: the contact form (docs/contact.md; storefront spec §§5 and 8). */
export const contact = {
  contact: {
    title: "Contact",
    intro:
      "Questions about an order, a product or your account? Write to us; we answer by email, usually within one working day.",
    otherWays: "You can also reach us by email at {email} or by phone at {phone}.",
    name: "Name",
    email: "Email address",
    orderNumber: "Order number (optional)",
    orderNumberHint: "If your message is about an order, for example O-2026-000123.",
    subject: "Subject",
    message: "Message",
    messageHint: "At most {max, plural, one {# character} other {# characters}}.",
    acceptTerms: "I accept the {termsLink} and have read the {privacyLink}.",
    termsLink: "terms and conditions",
    privacyLink: "privacy policy",
    submit: "Send message",
    sending: "Sending…",
    sentTitle: "Thank you for your message",
    sentText: "We received your message and will answer you at {email}. A copy is on its way to that address.",
    another: "Write another message",
    validation: {
      nameRequired: "Name is required.",
      subjectRequired: "Subject is required.",
      messageRequired: "Message is required.",
      termsRequired: "You must accept the terms and conditions.",
      humanCheckRequired: "Please check the box to verify that you are human.",
    },
  },
} as const;

/** Error keys of the contact form (common/errors.ts), spread into errors. */
export const contactErrorTexts = {
  contactSendFailed: "Message could not be sent.",
} as const;
