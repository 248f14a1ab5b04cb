import { useCallback, useEffect, useRef, useState } from "react";
import { MEDIA_MAX_BYTES, type MediaEntry } from "#common/schemas/media-library.ts";
import { errorMessageFor } from "~/lib/api-error-message.ts";
import { useApi } from "~/lib/api.tsx";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";

export type MediaUploadState =
  { status: "idle" } | { status: "uploading"; fileName: string } | { status: "failed"; message: string };

/**
 * An upload to the media library (doUploadMedia, multipart). The server judges the file; a
 * file over 10 MB is refused here too, before a long upload the server would refuse. The
 * translated server error stays beside the field (ApiProvider also shows it as a notice).
 */
export function useMediaUpload() {
  const api = useApi();
  const t = useT();
  const { locale } = useRootData();
  const [state, setState] = useState<MediaUploadState>({ status: "idle" });
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const upload = useCallback(
    async (file: File): Promise<MediaEntry | null> => {
      inFlight.current?.abort();
      if (file.size > MEDIA_MAX_BYTES) {
        setState({ status: "failed", message: t("errors.mediaTooLarge") });
        return null;
      }
      const controller = new AbortController();
      inFlight.current = controller;
      setState({ status: "uploading", fileName: file.name });
      try {
        const entry = await api.call(
          "doUploadMedia",
          { file },
          { contentType: "multipart", signal: controller.signal },
        );
        setState({ status: "idle" });
        return entry;
      } catch (error) {
        if (controller.signal.aborted) return null;
        setState({ status: "failed", message: errorMessageFor(error, locale) });
        return null;
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
      }
    },
    [api, locale, t],
  );

  return { state, upload };
}
