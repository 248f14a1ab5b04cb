import { useNavigation } from "react-router";
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text } from "react-aria-components";
import { LOCALES, type Locale } from "#common/constants.ts";
import { useT } from "~/lib/i18n.tsx";
import { useAlternates } from "~/lib/locale-alternates.ts";
import { useRootData } from "~/lib/root-data.ts";
import { useEditor } from "../editor-store.ts";

/** Why the language cannot change now, or null when it can (docs/glossary.md, editor spec §2). */
export function languageLockReason(state: {
  editing: boolean;
  disableActions: boolean;
  saving: boolean;
  navigating: boolean;
}) {
  if (state.editing) return "editing" as const;
  if (state.disableActions || state.saving || state.navigating) return "busy" as const;
  return null;
}

/**
 * The editor's language select: the same page in the other language, as the header's
 * switcher links it. A full page load, because the page's API client and texts belong to
 * its locale. Disabled while editing or while actions are disabled, saying why.
 */
export function EditorLanguageSelect() {
  const t = useT();
  const { locale, editor } = useRootData();
  const saving = useEditor((state) => state.saving);
  const navigating = useNavigation().state !== "idle";
  const alternates = useAlternates();
  const lock = languageLockReason({
    editing: editor.editing,
    disableActions: editor.disableActions,
    saving,
    navigating,
  });
  const why = lock && t(lock === "editing" ? "editorLanguage.disabledEditing" : "editorLanguage.disabledBusy");
  // The hover text repeats the description for sighted mouse users (a disabled button shows no focus).
  return (
    <div title={why || undefined}>
      <Select
        value={locale}
        isDisabled={lock !== null}
        onChange={(key) => {
          if (key !== locale && LOCALES.includes(key as Locale)) window.location.assign(alternates[key as Locale]);
        }}
        className="flex items-center gap-2 text-sm text-white"
      >
        <Label className="sr-only font-semibold xl:not-sr-only">{t("editorLanguage.label")}</Label>
        <Button className="flex items-center gap-1 rounded-md border border-neutral-500 px-2 py-1.5 hover:bg-neutral-700 disabled:cursor-not-allowed disabled:text-neutral-300 data-[focus-visible]:outline-2 data-[focus-visible]:outline-white">
          <SelectValue />
          <span aria-hidden="true">▾</span>
        </Button>
        {why && (
          <Text slot="description" className="sr-only">
            {why}
          </Text>
        )}
        <Popover className="min-w-(--trigger-width) rounded-md border border-neutral-400 bg-white py-1 text-neutral-900 shadow-lg">
          <ListBox className="outline-none">
            {LOCALES.map((option) => (
              <ListBoxItem
                key={option}
                id={option}
                lang={option}
                className="cursor-pointer px-3 py-1.5 data-[focused]:bg-neutral-100 data-[selected]:font-semibold"
              >
                {t("nav.languageName", { locale: option })}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
    </div>
  );
}
