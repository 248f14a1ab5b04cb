import { CONSENT_COOKIE, CONSENT_REVISION, type ConsentGroup } from "#common/consent.ts";

/**
 * Whether the visitor's choice (the consent manager's cookie, docs/consent.md) accepts `group`:
 * read straight from the cookie, so a form's chunk need not load the manager to know. A choice
 * for an older service list counts as none.
 */
export function cookieAccepts(group: ConsentGroup, cookies: string = document.cookie): boolean {
  const raw = cookies
    .split("; ")
    .find((cookie) => cookie.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  if (!raw) return false;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as { categories?: unknown; revision?: unknown };
    return value.revision === CONSENT_REVISION && Array.isArray(value.categories) && value.categories.includes(group);
  } catch {
    return false;
  }
}
