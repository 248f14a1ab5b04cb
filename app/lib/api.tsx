import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";
import { REFERRER_QUERY, type Locale } from "#common/constants.ts";
import { useNotifications } from "~/components/ui/notifications.tsx";
import { createApiClient, isSessionExpiredError, type ApiClient } from "./api-client.ts";
import { errorMessageFor } from "./api-error-message.ts";
import { splitLocalePrefix, withPrefix } from "./locale-path.ts";

const ApiContext = createContext<ApiClient | null>(null);

/**
 * The browser's API client. A failed call shows a persistent negative notification
 * (docs/glossary.md, storefront spec §8), unless its caller shows the error inline, and rethrows; a CSRF mismatch
 * means the server logged the user out, so the browser goes to the login page.
 */
export function ApiProvider({
  locale,
  csrfToken,
  children,
}: {
  locale: Locale;
  csrfToken: string;
  children: ReactNode;
}) {
  const { notify } = useNotifications();
  const client = useMemo(
    () =>
      createApiClient({
        getLocale: () => locale,
        csrfToken,
        referrerId:
          typeof window === "undefined" ? null : new URLSearchParams(window.location.search).get(REFERRER_QUERY),
      }),
    // One client per page load; the token is refreshed from every answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  useEffect(() => client.setCsrfToken(csrfToken), [client, csrfToken]);

  useEffect(() => {
    client.setErrorHandler((error, { inline }) => {
      if (!inline) notify({ type: "negative", message: errorMessageFor(error, locale) });
      if (isSessionExpiredError(error)) {
        const { prefix } = splitLocalePrefix(window.location.pathname);
        window.location.assign(
          `${withPrefix(prefix, "/login")}?redirect=${encodeURIComponent(window.location.pathname)}`,
        );
      }
      throw error;
    });
  }, [client, locale, notify]);

  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error("useApi needs an ApiProvider");
  return client;
}
