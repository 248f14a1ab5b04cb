import { useCallback, useEffect, useRef, useState } from "react";
import { propertyFileLimit, type PropertyFileReference } from "#common/property-files.ts";
import { useNotifications } from "~/components/ui/notifications.tsx";
import { ApiError } from "~/lib/api-client.ts";
import { errorMessageFor } from "~/lib/api-error-message.ts";
import { useApi } from "~/lib/api.tsx";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";

export type PropertyFileState =
  | { status: "empty"; removed: boolean }
  | { status: "uploading"; fileName: string }
  | { status: "uploaded"; file: PropertyFileReference }
  | { status: "failed"; message: string };

/**
 * The upload of one file order property: sent when chosen, checked by the server (type
 * by its bytes, size), replaced by the next choice, removable. A failed call shows the
 * app's negative notification (ApiProvider) and the field keeps the message beside it.
 */
export function usePropertyFileUpload(itemId: number, property: { id: number; maxFileSizeBytes: number | null }) {
  const api = useApi();
  const t = useT();
  const { locale } = useRootData();
  const { notify } = useNotifications();
  const [state, setState] = useState<PropertyFileState>({ status: "empty", removed: false });
  const uploaded = useRef<PropertyFileReference | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const upload = useCallback(
    async (file: File): Promise<boolean> => {
      inFlight.current?.abort();
      // The server checks again; this spares a long upload it would refuse.
      if (file.size === 0 || file.size > propertyFileLimit(property.maxFileSizeBytes)) {
        const message = t("errors.fileUploadFailed");
        notify({ type: "negative", message });
        setState({ status: "failed", message });
        return false;
      }
      const controller = new AbortController();
      inFlight.current = controller;
      setState({ status: "uploading", fileName: file.name });
      try {
        const reference = await api.call(
          "doUploadOrderPropertyFile",
          { itemId, propertyId: property.id, file },
          { contentType: "multipart", signal: controller.signal },
        );
        const replaced = uploaded.current;
        uploaded.current = reference;
        setState({ status: "uploaded", file: reference });
        // The replaced file is no longer wanted; left alone it would wait a day for the purge.
        if (replaced) void api.call("deleteOrderPropertyFile", { key: replaced.key }).catch(() => undefined);
        return true;
      } catch (error) {
        if (controller.signal.aborted) return false;
        setState({ status: "failed", message: errorMessageFor(error, locale) });
        return false;
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
      }
    },
    [api, itemId, locale, notify, property.id, property.maxFileSizeBytes, t],
  );

  const remove = useCallback(async (): Promise<boolean> => {
    const current = uploaded.current;
    if (!current) return false;
    try {
      await api.call("deleteOrderPropertyFile", { key: current.key });
    } catch (error) {
      // Gone already (purged, or logged out): nothing left to remove. Otherwise it stays.
      if (!(error instanceof ApiError && error.key === "propertyFileNotFound")) return false;
    }
    uploaded.current = null;
    setState({ status: "empty", removed: true });
    return true;
  }, [api]);

  return { state, upload, remove };
}
