import { safeRedirectPath, splitLocalePrefix } from "./locale-path.ts";

/** The operator login page in any locale form. */
export function isEditorLoginPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  return /^\/editor\/login\/?$/.test(splitLocalePrefix(pathname).rest);
}

/**
 * Where an operator goes after the editor login: the page named by ?redirect, else the page
 * they came from (the Referer, when it is this shop), else `fallback`. Only paths of this
 * shop qualify (safeRedirectPath), never the login page itself (it would only loop).
 */
export function editorReturnPath(options: {
  requested: string | null | undefined;
  referer: string | null | undefined;
  origin: string;
  fallback: string;
}): string {
  const requested = safeRedirectPath(options.requested, "");
  if (requested && !isEditorLoginPath(requested)) return requested;
  const fromReferer = sameOriginPath(options.referer, options.origin);
  if (fromReferer && !isEditorLoginPath(fromReferer)) return fromReferer;
  return options.fallback;
}

function sameOriginPath(referer: string | null | undefined, origin: string): string {
  if (!referer) return "";
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return "";
  }
  if (url.origin !== origin) return "";
  return safeRedirectPath(url.pathname + url.search, "");
}
