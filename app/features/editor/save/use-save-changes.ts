import { useCallback } from "react";
import { useNotifications } from "~/components/ui/notifications.tsx";
import { useApi } from "~/lib/api.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { canSave, useEditorStore } from "../editor-store.ts";
import { saveFailureMessage, saveSuccessMessage } from "./save-messages.ts";
import { isEmptyPlan, savePlan, type SavedPart } from "./save-plan.ts";

/**
 * 'Save changes' (docs/glossary.md, editor spec §§4, 7, 8): doSaveBlocks when the blocks changed, then
 * setConfiguration when the design did; one notice for the outcome. The store's `saving`
 * flag is set synchronously before the first call, so a double click saves once.
 */
export function useSaveChanges(): () => Promise<void> {
  const store = useEditorStore();
  const api = useApi();
  const { notify } = useNotifications();
  const { locale } = useRootData();

  return useCallback(async () => {
    const state = store.getState();
    if (!canSave(state)) return;
    const plan = savePlan(state);
    if (isEmptyPlan(plan)) return;
    state.setSaving(true);
    // What this save sends: edits made while it is under way are not overwritten by its answer.
    const { document: sentDocument, design: sentDesign } = state;
    const saved: SavedPart[] = [];
    try {
      if (plan.blocks) {
        const answer = await api.call("doSaveBlocks", plan.blocks, { ownErrorHandling: true });
        store
          .getState()
          .markSaved(
            { schemaVersion: answer.schemaVersion, blocks: answer.blocks },
            answer.version,
            sentDocument ?? undefined,
          );
        saved.push("blocks");
      }
      if (plan.configuration) {
        const settings = await api.call(
          "setConfiguration",
          { configuration: plan.configuration },
          { ownErrorHandling: true },
        );
        store.getState().markDesignSaved(settings, sentDesign ?? undefined);
        saved.push("settings");
      }
      notify({ type: "positive", message: saveSuccessMessage(saved, locale) });
    } catch (error) {
      notify({
        type: "negative",
        message: saveFailureMessage(error, locale, saved),
      });
    } finally {
      store.getState().setSaving(false);
    }
  }, [api, locale, notify, store]);
}
