/** English texts of the newsletter sign-up, its confirmation pages and mail (docs/newsletter.md). */
export const newsletter = {
  newsletter: {
    email: "Email",
    firstName: "First name",
    lastName: "Last name",
    optional: "(optional)",
    consent: "I would like to receive the newsletter and agree to the {privacyLink}. I can unsubscribe at any time.",
    privacyLink: "privacy policy",
    humanCheck: "Human check",
    humanCheckRunning: "Checking that you are human…",
    humanCheckDone: "Human check done.",
    humanCheckWidget: {
      label: "I am human",
      verifying: "Checking that you are human…",
      verified: "Human check done.",
      error: "The human check did not succeed. Please try again.",
      expired: "The human check has expired. Please check again.",
      verificationRequired: "Please complete the human check.",
      waitAlert: "Checking… please wait.",
      loading: "Loading…",
      reload: "Reload",
      verify: "Check",
      cancel: "Cancel",
      enterCode: "Enter code",
      enterCodeAria: "Enter the code you hear. Press Space to play the audio.",
      enterCodeFromImage: "To continue, please enter the code from the image below.",
      getAudioChallenge: "Play the code as audio",
      ariaLinkLabel: "ALTCHA (official website)",
      footer: "Protected by ALTCHA",
    },
    humanCheckNeedsJavaScript:
      "Signing up needs JavaScript: instead of a picture puzzle, your browser solves a small computing task.",
    submit: "Subscribe",
    sending: "Subscribing…",
    success: "Thank you! Please check your inbox: we have sent you an email with a link to confirm your subscription.",
    confirmTitle: "Newsletter",
    confirmed: "Your newsletter subscription is confirmed. Thank you!",
    unsubscribed: "You have been unsubscribed from the newsletter.",
    toHome: "Continue shopping",
    mail: {
      subject: "Please confirm your newsletter subscription at {shopName}",
      greeting: "Hello {name},",
      greetingNoName: "Hello,",
      intro:
        "Thank you for subscribing to the {shopName} newsletter. Please confirm your email address with the link below; it is valid for {hours} hours.",
      confirm: "Confirm subscription",
      ignore: "If you did not subscribe, simply ignore this email: you will not receive a newsletter.",
      unsubscribe: "Unsubscribe",
    },
  },
} as const;

/** Error keys of the newsletter (common/errors.ts), spread into errors. */
export const newsletterErrorTexts = {
  newsletterSubscriptionFailed: "The subscription failed. Please try again later.",
  humanCheckFailed: "The human check did not succeed. Please try again.",
  newsletterLinkExpired: "This confirmation link has expired. Please subscribe again to receive a new link.",
  newsletterLinkInvalid: "This link is not valid. It may have been used up or mistyped.",
} as const;

/** Field messages of the newsletter form, spread into validation. */
export const newsletterValidationTexts = {
  newsletterConsentRequired: "Please agree to receive the newsletter and to the privacy policy.",
  humanCheckRequired: "The human check did not succeed. Please try again.",
} as const;
