import type { DesignHead } from "./design-theme.server.ts";

/**
 * The saved design as CSS variables and the chosen font's faces, rendered into the head
 * on the server: the first paint already has the shop's colours and font (no flash).
 */
export function DesignThemeStyle({ design, nonce }: { design: DesignHead; nonce?: string }) {
  return (
    <>
      {design.preloadFont && (
        <link rel="preload" href={design.preloadFont} as="font" type="font/woff2" crossOrigin="anonymous" />
      )}
      {/* Built only from validated settings and the font catalogue (common/design/theme-css.ts). */}
      <style nonce={nonce} dangerouslySetInnerHTML={{ __html: design.css }} />
    </>
  );
}
