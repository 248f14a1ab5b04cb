import { useCallback } from "react";
import { useNotifications } from "~/components/ui/notifications.tsx";
import { useApi } from "~/lib/api.tsx";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { useEditorStore } from "../editor-store.ts";
import { saveFailureMessage } from "../save/save-messages.ts";

/**
 * Restores a saved version as the page's newest one (doRestoreBlocks from the version the edits
 * started from), makes it the editor's baseline and document, and says so. Answers whether it
 * worked; a failure shows the save error notice (a conflict its own text).
 */
export function useRestoreVersion(): (snapshot: { id: number; version: number }) => Promise<boolean> {
  const store = useEditorStore();
  const api = useApi();
  const t = useT();
  const { notify } = useNotifications();
  const { locale } = useRootData();

  return useCallback(
    async (snapshot) => {
      const state = store.getState();
      if (!state.page || state.saving) return false;
      state.setSaving(true);
      try {
        const answer = await api.call(
          "doRestoreBlocks",
          {
            identifier: state.page.identifier,
            type: state.page.type,
            snapshotId: snapshot.id,
            expectedVersion: state.version,
          },
          { ownErrorHandling: true },
        );
        store.getState().markSaved({ schemaVersion: answer.schemaVersion, blocks: answer.blocks }, answer.version);
        notify({ type: "positive", message: t("editorHistory.restored", { version: snapshot.version }) });
        return true;
      } catch (error) {
        notify({ type: "negative", message: saveFailureMessage(error, locale) });
        return false;
      } finally {
        store.getState().setSaving(false);
      }
    },
    [api, locale, notify, store, t],
  );
}
