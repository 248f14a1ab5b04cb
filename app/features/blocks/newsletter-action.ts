/**
 * Where the NewsletterSubscribe block's form posts (without the locale prefix). The
 * subscription route itself belongs to the newsletter feature (issue 5, section 6); this is
 * the one place that names it.
 */
export const NEWSLETTER_ACTION_PATH = "/newsletter";
