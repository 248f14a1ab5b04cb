import "vanilla-cookieconsent/dist/cookieconsent.css";
import "./consent-theme.css";
import * as CookieConsent from "vanilla-cookieconsent";
import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_DAYS,
  CONSENT_GROUPS,
  CONSENT_REVISION,
  type ConsentGroup,
} from "#common/consent.ts";
import { configuredServices } from "#common/consent-services.ts";
import type { Locale } from "#common/constants.ts";
import { loadCatalogue, translatorFor } from "#common/i18n/catalogues.ts";
import type { ConsentSetupView } from "#server/operations/consent.ts";

/**
 * The cookie banner and settings (docs/consent.md), with vanilla-cookieconsent: a lazy chunk,
 * started after hydration. Groups without a service the shop has set up are not offered; the
 * visitor's choice is kept in the `consent` cookie and recorded on the server as proof.
 */
export type ConsentManagerOptions = {
  locale: Locale;
  /** The page's language prefix ("" or "/en"), for the legal pages' links. */
  prefix: string;
  setup: ConsentSetupView;
  /** Records a decision on the server (doRecordConsent). */
  record: (decision: { consentId: string; groups: ConsentGroup[]; revision: number; action: Action }) => Promise<void>;
  /** The groups the visitor accepted, after every decision and at the start when one is valid. */
  apply: (accepted: ReadonlySet<ConsentGroup>) => void;
};
type Action = "acceptAll" | "rejectAll" | "custom";

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

const ACTIONS: Record<string, Action> = { all: "acceptAll", necessary: "rejectAll", custom: "custom" };

/** The groups offered: essentials, and each other group that holds a configured service. */
function offeredGroups(setup: ConsentSetupView): ConsentGroup[] {
  const services = configuredServices({ matomo: setup.matomo !== null, turnstile: setup.turnstile });
  return CONSENT_GROUPS.filter((group) => group === "essentials" || services[group].length > 0);
}

/** The banner's and settings' texts in one language, from the shop's catalogue (escaped: the library renders HTML). */
async function translation(
  locale: Locale,
  prefix: string,
  setup: ConsentSetupView,
): Promise<CookieConsent.Translation> {
  await loadCatalogue(locale, ["consent"]);
  const t = translatorFor(locale);
  const services = configuredServices({ matomo: setup.matomo !== null, turnstile: setup.turnstile });
  const link = (path: string, label: string) => `<a href="${escapeHtml(`${prefix}${path}`)}">${escapeHtml(label)}</a>`;
  return {
    consentModal: {
      title: escapeHtml(t("consent.banner.title")),
      description: escapeHtml(t("consent.banner.description")),
      acceptAllBtn: escapeHtml(t("consent.banner.acceptAll")),
      acceptNecessaryBtn: escapeHtml(t("consent.banner.rejectAll")),
      showPreferencesBtn: escapeHtml(t("consent.banner.settings")),
      footer: [
        link("/privacy-policy", t("consent.banner.footerPrivacy")),
        link("/legal-disclosure", t("consent.banner.footerImprint")),
      ].join("\n"),
    },
    preferencesModal: {
      title: escapeHtml(t("consent.settings.title")),
      acceptAllBtn: escapeHtml(t("consent.settings.acceptAll")),
      acceptNecessaryBtn: escapeHtml(t("consent.settings.rejectAll")),
      savePreferencesBtn: escapeHtml(t("consent.settings.save")),
      closeIconLabel: escapeHtml(t("consent.settings.close")),
      serviceCounterLabel: t("consent.settings.serviceCount"),
      sections: [
        { description: escapeHtml(t("consent.settings.intro")) },
        ...offeredGroups(setup).map((group) => ({
          title: escapeHtml(t(`consent.groups.${group}.title`)),
          description: escapeHtml(t(`consent.groups.${group}.description`)),
          linkedCategory: group,
          cookieTable: {
            caption: escapeHtml(t("consent.table.caption")),
            headers: {
              name: escapeHtml(t("consent.table.name")),
              provider: escapeHtml(t("consent.table.provider")),
              purpose: escapeHtml(t("consent.table.purpose")),
              lifetime: escapeHtml(t("consent.table.lifetime")),
            },
            body: services[group].map((service) => ({
              name: escapeHtml(service.name),
              provider: escapeHtml(t(`consent.providers.${service.provider}`)),
              purpose: escapeHtml(t(`consent.services.${service.key}.purpose` as "consent.services.session.purpose")),
              lifetime: escapeHtml(
                t(`consent.services.${service.key}.lifetime` as "consent.services.session.lifetime"),
              ),
            })),
          },
        })),
        { description: link("/privacy-policy", t("consent.settings.more")) },
      ],
    },
  };
}

/**
 * A group as the library takes it: essentials always on; the others off until accepted, and on
 * revoking their cookies removed (the page then reloads: `decided` below).
 */
function categoryOf(group: ConsentGroup): CookieConsent.Category {
  if (group === "essentials") return { enabled: true, readOnly: true };
  if (group === "marketing") return { enabled: false, autoClear: { cookies: [{ name: /^_pk_/ }, { name: /^mtm_/ }] } };
  return { enabled: false };
}

function acceptedGroups(): Set<ConsentGroup> {
  return new Set(CONSENT_GROUPS.filter((group) => group === "essentials" || CookieConsent.acceptedCategory(group)));
}

export async function startConsentManager(options: ConsentManagerOptions): Promise<{
  showSettings: () => void;
  setLocale: (locale: Locale, prefix: string) => Promise<void>;
  /** Accepts one more group, keeping the others as they are (a decision like any other). */
  accept: (group: ConsentGroup) => void;
}> {
  const { setup } = options;
  const groups = offeredGroups(setup);
  let before = new Set<ConsentGroup>(["essentials"]);
  const decided = (cookie: CookieConsent.CookieValue) => {
    const accepted = acceptedGroups();
    const revoked = [...before].some((group) => !accepted.has(group));
    before = accepted;
    options.apply(accepted);
    const action = ACTIONS[CookieConsent.getUserPreferences().acceptType] ?? "custom";
    const recorded = options.record({
      consentId: cookie.consentId,
      groups: [...accepted],
      revision: cookie.revision,
      action,
    });
    // A group taken back: its cookies are gone; the page reloads so nothing of its services
    // keeps running, after the withdrawal is on record (GDPR art. 7(3)).
    if (revoked) void recorded.finally(() => window.location.reload());
  };
  const translationOf = (locale: Locale, prefix: string) => () => translation(locale, prefix, setup);
  await CookieConsent.run({
    revision: CONSENT_REVISION,
    // The library would hide the banner from any automated browser (navigator.webdriver): the
    // shop's own browser tests must see what visitors see.
    hideFromBots: false,
    // Only services that run on every page ask on arrival; external media (videos) ask where
    // they are, with their two-click placeholder. With essentials alone there is no banner.
    autoShow: groups.some((group) => group === "functional" || group === "marketing"),
    cookie: {
      name: CONSENT_COOKIE,
      expiresAfterDays: CONSENT_COOKIE_DAYS,
      sameSite: "Lax",
      secure: location.protocol === "https:",
    },
    guiOptions: {
      consentModal: { layout: "box", position: "bottom left", equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: "box", equalWeightButtons: true, flipButtons: false },
    },
    categories: Object.fromEntries(groups.map((group) => [group, categoryOf(group)])),
    language: {
      default: options.locale,
      translations: { [options.locale]: translationOf(options.locale, options.prefix) },
    },
    onFirstConsent: ({ cookie }) => decided(cookie),
    onChange: ({ cookie }) => decided(cookie),
  });
  // A choice made on an earlier visit: its groups apply now.
  if (CookieConsent.validConsent()) {
    before = acceptedGroups();
    options.apply(before);
  }
  return {
    showSettings: () => CookieConsent.showPreferences(),
    accept: (group) => CookieConsent.acceptCategory([...acceptedGroups(), group]),
    setLocale: async (locale, prefix) => {
      const config = CookieConsent.getConfig("language");
      config.translations[locale] = translationOf(locale, prefix);
      await CookieConsent.setLanguage(locale, true);
    },
  };
}
