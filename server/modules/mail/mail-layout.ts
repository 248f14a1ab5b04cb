import type * as ReactEmailModule from "@react-email/components";
import { createElement as h, type CSSProperties, type ReactNode } from "react";
import type { Locale } from "#common/constants.ts";
import type { Translator } from "#common/i18n/translator.ts";
import { DEFAULT_DESIGN_SETTINGS } from "#common/design/design-settings.ts";
import { generatePalette } from "#common/design/palette.ts";
import { DEMO_SELLER, type Seller } from "./seller.ts";

/**
 * What a mail takes from the shop's settings: the design's primary colour (editor spec §7) for
 * the shop name and the buttons, and the seller (docs/shop-settings.md) for its name and legal
 * lines. The mail worker reads both when it renders, so a change reaches the next mail.
 */
export type MailTheme = { primaryColor: string; seller: Seller };

/** The seller's legal line (§ 35a GmbHG: name, seat, register, managing directors; and the VAT id), what is set of it. */
export function sellerLegalLine(seller: Seller, t: Translator): string {
  return [
    seller.name,
    seller.street,
    `${seller.zipCode} ${seller.city}`,
    seller.vatId && t("mail.legal.vatId", { vatId: seller.vatId }),
    seller.managingDirector && t("mail.legal.director", { director: seller.managingDirector }),
    seller.register && t("mail.legal.register", { register: seller.register }),
  ]
    .filter(Boolean)
    .join(" · ");
}

export const DEFAULT_MAIL_THEME: MailTheme = {
  primaryColor: DEFAULT_DESIGN_SETTINGS.primaryColor,
  seller: DEMO_SELLER,
};

type ReactEmail = typeof ReactEmailModule;
let loading: Promise<ReactEmail> | undefined;

/**
 * React Email, loaded with the first mail: importing it takes most of a second, which the
 * server's start and the pages need not wait for.
 */
export function reactEmail(): Promise<ReactEmail> {
  loading ??= import("@react-email/components");
  return loading;
}

/**
 * The shade the shop's own buttons use (primary-700 of the design's palette, editor spec §9): dark
 * enough for white text and for text on white (WCAG AA), where the primary colour itself may not
 * be. A settings value that is no colour falls back to the default (the settings are validated;
 * this is the last guard).
 */
function colour(theme: MailTheme): string {
  const base = /^#[0-9a-f]{6}$/i.test(theme.primaryColor) ? theme.primaryColor : DEFAULT_MAIL_THEME.primaryColor;
  return generatePalette("primary", base)?.entries.find((entry) => entry.stop === 700)?.colour ?? base;
}

/** Only web and mail addresses become links: a stored "javascript:" address never does. */
export function safeHref(url: string): string {
  return /^(https?:\/\/|mailto:)/i.test(url) ? url : "#";
}

export const TEXT: CSSProperties = { fontSize: "15px", lineHeight: "1.5", margin: "0 0 14px", color: "#18181b" };
export const SMALL: CSSProperties = { fontSize: "12px", lineHeight: "1.5", color: "#52525b", margin: "0 0 8px" };

/** A button-like link in the shop's primary colour. */
export function mailButton(email: ReactEmail, theme: MailTheme, label: string, url: string): ReactNode {
  return h(
    email.Button,
    {
      href: safeHref(url),
      style: {
        backgroundColor: colour(theme),
        color: "#ffffff",
        padding: "10px 18px",
        borderRadius: "4px",
        fontWeight: 600,
        textDecoration: "none",
      },
    },
    label,
  );
}

/**
 * Every mail's frame, rendered by React Email (every text escaped by React): the language,
 * the subject as title, the hidden preview line, the shop's name in its primary colour, the
 * mail's content, and an optional footer.
 */
export async function renderMailHtml(
  frame: { locale: Locale; subject: string; preheader?: string; theme: MailTheme; footer?: ReactNode },
  content: (email: ReactEmail) => ReactNode,
): Promise<string> {
  const email = await reactEmail();
  const document = h(
    email.Html,
    { lang: frame.locale },
    h(email.Head, null, h("title", null, frame.subject)),
    frame.preheader ? h(email.Preview, null, frame.preheader) : null,
    h(
      email.Body,
      { style: { margin: 0, padding: 0, backgroundColor: "#f4f4f5", fontFamily: "Helvetica, Arial, sans-serif" } },
      h(
        email.Container,
        { style: { maxWidth: "640px", margin: "0 auto", padding: "24px", backgroundColor: "#ffffff" } },
        h(
          email.Text,
          { style: { fontSize: "20px", fontWeight: 700, margin: "0 0 16px", color: colour(frame.theme) } },
          frame.theme.seller.shopName,
        ),
        content(email),
        frame.footer ?? null,
      ),
    ),
  );
  return email.render(document);
}
