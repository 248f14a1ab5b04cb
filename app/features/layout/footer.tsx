import { Link } from "react-router";
import { useRootData } from "~/lib/root-data.ts";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix, type LocalePrefix } from "~/lib/locale-path.ts";
import { STATIC_PAGES } from "#common/static-pages.ts";

import { useHydrated } from "~/lib/use-hydrated.ts";
import { InstallAppButton } from "~/features/pwa/install-app-button.tsx";

/** The consent settings, from the chunk that holds consent (loaded after hydration anyway). */
const openConsentSettings = () =>
  void import("~/features/consent/consent-bridge.tsx").then((consent) => consent.openConsentSettings());

/**
 * 'Cookie settings' on every page: reopens the consent settings. Before the app runs (and
 * without JavaScript, where nothing but essential cookies is ever set) it is a link to the
 * privacy policy, which lists the cookies.
 */
function CookieSettingsLink({ prefix }: { prefix: LocalePrefix }) {
  const t = useT();
  const hydrated = useHydrated();
  const className = "text-neutral-800 underline-offset-2 hover:underline";
  return hydrated ? (
    <button type="button" onClick={openConsentSettings} className={`${className} text-left`}>
      {t("footer.cookieSettings")}
    </button>
  ) : (
    <Link to={withPrefix(prefix, "/privacy-policy")} className={className}>
      {t("footer.cookieSettings")}
    </Link>
  );
}

export function Footer({ simplified = false }: { simplified?: boolean }) {
  const t = useT();
  const { prefix, shopName } = useRootData();
  return (
    <footer className="mt-16 border-t border-neutral-200 bg-neutral-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <p className="font-bold text-primary-800">{shopName}</p>
          <p className="mt-2 text-sm text-neutral-700">{t("meta.tagline")}</p>
        </div>
        <nav aria-label={t("footer.legal")} className={simplified ? "md:col-span-2" : ""}>
          <h2 className="font-semibold">{t("footer.legal")}</h2>
          <ul className="mt-2 space-y-1 text-sm">
            {/* The EU withdrawal function, on every page (docs/after-sales.md). */}
            <li>
              <Link
                to={withPrefix(prefix, "/withdrawal")}
                className="font-semibold text-neutral-800 underline-offset-2 hover:underline"
              >
                {t("footer.withdraw")}
              </Link>
            </li>
            {STATIC_PAGES.map((page) => (
              <li key={page}>
                <Link
                  to={withPrefix(prefix, `/${page}`)}
                  className="text-neutral-800 underline-offset-2 hover:underline"
                >
                  {t(`staticPages.${page}`)}
                </Link>
              </li>
            ))}
            <li>
              <CookieSettingsLink prefix={prefix} />
            </li>
          </ul>
        </nav>
        {!simplified && (
          <nav aria-label={t("footer.service")}>
            <h2 className="font-semibold">{t("footer.service")}</h2>
            <ul className="mt-2 space-y-1 text-sm">
              <li>
                <Link
                  to={withPrefix(prefix, "/contact")}
                  className="text-neutral-800 underline-offset-2 hover:underline"
                >
                  {t("footer.contact")}
                </Link>
              </li>
              <InstallAppButton
                listItem
                label={t("footer.installApp")}
                className="text-neutral-800 underline-offset-2 hover:underline"
              />
            </ul>
          </nav>
        )}
      </div>
      <p className="border-t border-neutral-200 py-4 text-center text-sm text-neutral-700">
        {t("footer.copyright", { year: new Date().getFullYear(), shop: shopName })}
      </p>
    </footer>
  );
}
