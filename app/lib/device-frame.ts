import type { Locale } from "#common/constants.ts";

/**
 * The editor's device preview shows the page in an iframe of a phone's or a tablet's width
 * (docs/design-settings.md "Device preview"), so the shop's breakpoints, art-directed images
 * and `sizes` see that width. The page inside is the same route with this query parameter: for
 * an operator with the edit cookie the root then renders no toolbar, only the frame's bridge
 * to the editor's store. For anyone else the parameter means nothing.
 */
export const DEVICE_FRAME_PARAM = "device-frame";

/** On the preview's iframe element; the page inside shares the editor's store only then. */
export const DEVICE_FRAME_ATTRIBUTE = "data-device-preview-frame";

/**
 * The address of the preview frame for the page at `path` (pathname plus search) in `locale`.
 * The unprefixed home page may redirect to the visitor's remembered language; the frame asks
 * for the editor's language by its prefix instead.
 */
export function deviceFrameSrc(path: string, locale: Locale): string {
  const url = new URL(path, "http://frame.invalid");
  if (url.pathname === "/") url.pathname = `/${locale}`;
  url.searchParams.set(DEVICE_FRAME_PARAM, "1");
  return url.pathname + url.search;
}

/** Whether the request asks for the page as a device preview frame. */
export function isDeviceFrameRequest(url: URL): boolean {
  return url.searchParams.has(DEVICE_FRAME_PARAM);
}

/** The page's address without the frame parameter (what the editor itself shows). */
export function withoutDeviceFrame(path: string): string {
  const url = new URL(path, "http://frame.invalid");
  url.searchParams.delete(DEVICE_FRAME_PARAM);
  return url.pathname + url.search + url.hash;
}
