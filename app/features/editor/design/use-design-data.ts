import { useEffect, useState } from "react";
import { FONTS } from "#common/design/fonts.ts";
import { useApi } from "~/lib/api.tsx";
import { useEditor, useEditorStore } from "../editor-store.ts";
import { applyPreviewCss, previewCss } from "./design-preview.ts";
import { loadFontList, type FontMeta } from "./font-list.ts";

/** The shop's own catalogue, used until (or if never) /fonts/meta.json answers: no samples, no files. */
const CATALOGUE_FONTS: FontMeta[] = FONTS.map((font) => ({
  ...font,
  weights: [400, 700],
  preview: null,
}));

/** Loads the saved design into the store once per page load (unless it is there already). */
export function useSavedDesign(): void {
  const api = useApi();
  const store = useEditorStore();
  useEffect(() => {
    if (store.getState().design) return;
    let current = true;
    api.call("getDesignSettings").then(
      ({ settings }) => {
        if (current && !store.getState().design) store.getState().loadDesign(settings);
      },
      // The API client has already shown the failure as a notification.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, store]);
}

/** The font list from /fonts/meta.json; `failed` when it could not be loaded. */
export function useFontList(): { fonts: FontMeta[]; loaded: boolean; failed: boolean } {
  const [state, setState] = useState<{ fonts: FontMeta[] | null; failed: boolean }>({ fonts: null, failed: false });
  useEffect(() => {
    const abort = new AbortController();
    loadFontList(abort.signal).then(
      (fonts) => setState({ fonts, failed: false }),
      () => {
        if (!abort.signal.aborted) setState({ fonts: null, failed: true });
      },
    );
    return () => abort.abort();
  }, []);
  return { fonts: state.fonts ?? CATALOGUE_FONTS, loaded: state.fonts !== null, failed: state.failed };
}

/** Shows the store's design on the page as it changes (CSS variables and the font's faces). */
export function useDesignPreview(fonts: readonly FontMeta[]): void {
  const design = useEditor((state) => state.design);
  useEffect(() => {
    if (design) applyPreviewCss(previewCss(design, fonts));
  }, [design, fonts]);
}
