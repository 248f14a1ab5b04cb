import { withoutDeviceFrame } from "~/lib/device-frame.ts";

/**
 * The device preview frame holds its links and forms: the preview shows the page, the editor
 * window navigates (with its leave guard for unsaved changes). A link or a search form in the
 * frame sends the editor this message instead of loading in the frame.
 */
export const FRAME_NAVIGATE = "shop-editor:device-frame-navigate";

export type FrameNavigateMessage = { type: typeof FRAME_NAVIGATE; path: string };

/** The message for an address the frame would go to; null for another origin (held, not sent). */
export function navigateMessage(href: string, origin: string): FrameNavigateMessage | null {
  const path = sameOriginPath(href, origin);
  return path === null ? null : { type: FRAME_NAVIGATE, path };
}

/** The path the editor goes to for a message from its frame; null for anything else. */
export function pathFromMessage(data: unknown, origin: string): string | null {
  if (typeof data !== "object" || data === null) return null;
  const { type, path } = data as Record<string, unknown>;
  if (type !== FRAME_NAVIGATE || typeof path !== "string" || !path.startsWith("/")) return null;
  return sameOriginPath(path, origin);
}

function sameOriginPath(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return withoutDeviceFrame(url.pathname + url.search + url.hash);
}

/** Where a GET form would go: its action with the fields as the query (the submitter included). */
export function getFormHref(form: HTMLFormElement, submitter: HTMLElement | null): string | null {
  if (form.method.toLowerCase() !== "get") return null;
  const url = new URL(form.action);
  const data = new FormData(form, submitter);
  const query = new URLSearchParams();
  for (const [name, value] of data) if (typeof value === "string") query.append(name, value);
  url.search = query.toString();
  return url.href;
}
