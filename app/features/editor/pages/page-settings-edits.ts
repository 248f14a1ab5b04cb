import { categorySettingsRecord, type CategorySettingsRecord } from "#common/schemas/pages.ts";

/**
 * The Pages view's page settings edits (docs/glossary.md, editor spec §4): per page the record as loaded or
 * last saved and the edited draft. A page whose draft differs is "unsaved"; 'Save Settings'
 * sends exactly those drafts in one setCategorySettings. Pure functions, tested beside.
 */

export type PageSettingsEdit = { saved: CategorySettingsRecord; draft: CategorySettingsRecord };
export type PageSettingsEdits = Readonly<Record<number, PageSettingsEdit>>;
/** Field path ("details.0.name", "sitemap") to a message or catalogue key. */
export type FieldErrors = Record<string, string>;

/** The loaded record becomes the baseline; an existing draft of the same page is kept. */
export function loadEdit(edits: PageSettingsEdits, record: CategorySettingsRecord): PageSettingsEdits {
  if (edits[record.id]) return edits;
  return { ...edits, [record.id]: { saved: record, draft: record } };
}

export function updateDraft(
  edits: PageSettingsEdits,
  id: number,
  change: (draft: CategorySettingsRecord) => CategorySettingsRecord,
): PageSettingsEdits {
  const edit = edits[id];
  if (!edit) return edits;
  return { ...edits, [id]: { ...edit, draft: change(edit.draft) } };
}

/** Changes the first details entry (the texts in the locale shown now). */
export function withDetails(
  record: CategorySettingsRecord,
  patch: Partial<CategorySettingsRecord["details"][number]>,
): CategorySettingsRecord {
  const [first, ...rest] = record.details;
  if (!first) return record;
  return { ...record, details: [{ ...first, ...patch }, ...rest] };
}

export function isUnsaved(edit: PageSettingsEdit | undefined): boolean {
  return edit !== undefined && !recordsEqual(edit.saved, edit.draft);
}

/** The drafts that differ from their baseline, in page id order. */
export function changedRecords(edits: PageSettingsEdits): CategorySettingsRecord[] {
  return Object.values(edits)
    .filter((edit) => isUnsaved(edit))
    .map((edit) => edit.draft)
    .sort((a, b) => a.id - b.id);
}

/** After a successful save: the server's records are the new baseline and the drafts. */
export function markSaved(edits: PageSettingsEdits, saved: CategorySettingsRecord[]): PageSettingsEdits {
  const next = { ...edits };
  for (const record of saved) next[record.id] = { saved: record, draft: record };
  return next;
}

export function dropEdit(edits: PageSettingsEdits, id: number): PageSettingsEdits {
  if (!edits[id]) return edits;
  const next = { ...edits };
  delete next[id];
  return next;
}

/** The same schema as the server's: per field the catalogue key of the first problem. */
export function validateRecord(record: CategorySettingsRecord): FieldErrors {
  const result = categorySettingsRecord.safeParse(record);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join(".");
    errors[path] ??= issue.message;
  }
  return errors;
}

/**
 * A 400 answer names fields of the whole payload ("settings.1.details.0.nameUrl"); the
 * records were sent in `sent` order, so each error goes back to its page.
 */
export function serverFieldErrors(
  sent: CategorySettingsRecord[],
  fields: Record<string, string> | undefined,
): Record<number, FieldErrors> {
  const out: Record<number, FieldErrors> = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const match = /^settings\.(\d+)\.(.+)$/.exec(path);
    const record = match ? sent[Number(match[1])] : undefined;
    if (!match || !record) continue;
    (out[record.id] ??= {})[match[2]!] = message;
  }
  return out;
}

/** Records derive from one loaded object, so equal fields are in the same order. */
function recordsEqual(a: CategorySettingsRecord, b: CategorySettingsRecord): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
