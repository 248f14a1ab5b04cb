import { preloadFontUrl, themeCss, type DesignTheme } from "#common/design/theme-css.ts";

/**
 * The saved design as CSS variables and the chosen font's faces, rendered into the head
 * on the server: the first paint already has the shop's colours and font (no flash).
 */
export function DesignThemeStyle({ theme, nonce }: { theme: DesignTheme; nonce?: string }) {
  const preload = preloadFontUrl(theme);
  return (
    <>
      {preload && <link rel="preload" href={preload} as="font" type="font/woff2" crossOrigin="anonymous" />}
      {/* Built only from validated settings and the font catalogue (common/design/theme-css.ts). */}
      <style nonce={nonce} dangerouslySetInnerHTML={{ __html: themeCss(theme) }} />
    </>
  );
}
