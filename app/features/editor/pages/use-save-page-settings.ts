import { useCallback } from "react";
import { useNotifications } from "~/components/ui/notifications.tsx";
import { ApiError } from "~/lib/api-client.ts";
import { errorMessageFor } from "~/lib/api-error-message.ts";
import { useApi } from "~/lib/api.tsx";
import { useShopLocale, useT } from "~/lib/i18n.tsx";
import { changedRecords, serverFieldErrors, validateRecord, type FieldErrors } from "./page-settings-edits.ts";
import { OWN_ERROR_HANDLING } from "./own-error-handling.ts";
import { usePagesEditsStore, type PageRef } from "./pages-edits-store.ts";

/**
 * 'Save Settings' (docs/glossary.md, editor spec §§4 and 8): every changed record in one
 * setCategorySettings. The drafts are checked with the server's schema first; an invalid one
 * opens its settings with the fields marked. Success: a positive notice, the answers become
 * the baseline, the tree reloads (names and slugs may have changed). Failure: 'Error saving
 * categories.' and the message, and the fields the server named are marked.
 */
export function useSavePageSettings(pageRef: (id: number) => PageRef, onSaved: () => void): () => Promise<void> {
  const api = useApi();
  const t = useT();
  const locale = useShopLocale();
  const { notify } = useNotifications();
  const store = usePagesEditsStore();

  return useCallback(async () => {
    const state = store.getState();
    const changed = changedRecords(state.edits);
    if (changed.length === 0 || state.saving) return;

    const invalid: Record<number, FieldErrors> = {};
    for (const record of changed) {
      const errors = validateRecord(record);
      if (Object.keys(errors).length > 0) invalid[record.id] = errors;
    }
    const firstInvalid = changed.find((record) => invalid[record.id]);
    if (firstInvalid) {
      state.setErrors(invalid);
      const page = pageRef(firstInvalid.id);
      notify({ type: "negative", message: t("editorPagesView.invalidSettings", { name: page.name }) });
      const view = Object.keys(invalid[firstInvalid.id]!).some((path) => /^details\.0\.(meta|canonical)/.test(path))
        ? "seo"
        : "general";
      state.openSettings(page, view);
      return;
    }

    state.setErrors({});
    state.setSaving(true);
    try {
      const answer = await api.call("setCategorySettings", { settings: changed }, OWN_ERROR_HANDLING);
      state.saved(answer.saved);
      notify({ type: "positive", message: t("editorPages.saved") });
      onSaved();
    } catch (error) {
      state.setErrors(serverFieldErrors(changed, error instanceof ApiError ? error.fields : undefined));
      const message = errorMessageFor(error, locale);
      notify({ type: "negative", message: [t("editorPages.saveFailed"), message] });
    } finally {
      state.setSaving(false);
    }
  }, [api, locale, notify, onSaved, pageRef, store, t]);
}
