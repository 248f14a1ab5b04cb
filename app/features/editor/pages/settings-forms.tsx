import { ROBOTS_OPTIONS, type Robots } from "#common/constants.ts";
import { fieldErrorMessage } from "#common/i18n/error-message.ts";
import type { CategorySettingsRecord } from "#common/schemas/pages.ts";
import { TextField } from "~/components/ui/text-field.tsx";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { withDetails, type FieldErrors } from "./page-settings-edits.ts";
import { SwitchField } from "~/components/ui/switch-field.tsx";
import { FieldSection, SelectField } from "./settings-fields.tsx";

type FormProps = {
  draft: CategorySettingsRecord;
  errors: FieldErrors;
  onChange: (change: (draft: CategorySettingsRecord) => CategorySettingsRecord) => void;
};

/** Client errors are catalogue keys; a server's 400 may already carry the translated text. */
function useFieldError(errors: FieldErrors) {
  const { locale } = useRootData();
  return (path: string): string | undefined => {
    const value = errors[path];
    if (!value) return undefined;
    return value.startsWith("validation.") ? fieldErrorMessage(locale, value) : value;
  };
}

/** General Settings, section 'Basics' (docs/glossary.md, editor spec §2). */
export function GeneralSettingsForm({ draft, errors, onChange }: FormProps) {
  const t = useT();
  const error = useFieldError(errors);
  const details = draft.details[0];
  if (!details) return null;
  return (
    <FieldSection title={t("editorPageSettings.basics")}>
      <TextField
        label={t("editorPageSettings.pageId")}
        name="id"
        value={String(draft.id)}
        readOnly
        hint={t("editorPageSettings.pageIdTip")}
        className="[&_input]:bg-neutral-100"
      />
      <SelectField
        label={t("editorPageSettings.pageType")}
        value={draft.type}
        options={[
          { value: "item", label: t("editorPageSettings.typeItem") },
          { value: "content", label: t("editorPageSettings.typeContent") },
        ]}
        onChange={(type) => onChange((record) => ({ ...record, type }))}
        error={error("type")}
      />
      <TextField
        label={t("editorPageSettings.pageName")}
        name="name"
        value={details.name}
        required
        onChange={(event) => {
          const name = event.target.value;
          onChange((record) => withDetails(record, { name }));
        }}
        error={error("details.0.name")}
      />
      <TextField
        label={t("editorPageSettings.slug")}
        name="nameUrl"
        value={details.nameUrl}
        onChange={(event) => {
          const nameUrl = event.target.value;
          onChange((record) => withDetails(record, { nameUrl }));
        }}
        hint={t("editorPageSettings.slugTip")}
        error={error("details.0.nameUrl")}
      />
      <SwitchField
        label={t("editorPageSettings.linklist")}
        isSelected={draft.linklist === "Y"}
        onChange={(on) => onChange((record) => ({ ...record, linklist: on ? "Y" : "N" }))}
      />
      <SwitchField
        label={t("editorPageSettings.loginNecessary")}
        isSelected={draft.right === "customer"}
        onChange={(on) => onChange((record) => ({ ...record, right: on ? "customer" : "all" }))}
      />
    </FieldSection>
  );
}

/** SEO Settings: 'Meta Data', 'Robot settings', 'Further settings' (docs/glossary.md, editor spec §2). */
export function SeoSettingsForm({ draft, errors, onChange }: FormProps) {
  const t = useT();
  const error = useFieldError(errors);
  const details = draft.details[0];
  if (!details) return null;
  const text = (field: "metaTitle" | "metaDescription" | "metaKeywords" | "canonicalLink") => ({
    name: field,
    value: details[field],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      onChange((record) => withDetails(record, { [field]: value }));
    },
    error: error(`details.0.${field}`),
  });
  return (
    <>
      <FieldSection title={t("editorPageSettings.metaData")}>
        <TextField label={t("editorPageSettings.metaTitle")} {...text("metaTitle")} />
        <TextField label={t("editorPageSettings.metaDescription")} {...text("metaDescription")} />
        <TextField
          label={t("editorPageSettings.metaKeywords")}
          hint={t("editorPageSettings.metaKeywordsTip")}
          {...text("metaKeywords")}
        />
      </FieldSection>
      <FieldSection title={t("editorPageSettings.robotSettings")}>
        <SelectField<Robots>
          label={t("editorPageSettings.robots")}
          value={details.metaRobots}
          options={ROBOTS_OPTIONS.map((value) => ({ value, label: value }))}
          onChange={(metaRobots) => onChange((record) => withDetails(record, { metaRobots }))}
          error={error("details.0.metaRobots")}
        />
      </FieldSection>
      <FieldSection title={t("editorPageSettings.furtherSettings")}>
        <TextField label={t("editorPageSettings.canonical")} type="url" {...text("canonicalLink")} />
        <SwitchField
          label={t("editorPageSettings.sitemap")}
          isSelected={draft.sitemap === "Y"}
          onChange={(on) => onChange((record) => ({ ...record, sitemap: on ? "Y" : "N" }))}
        />
      </FieldSection>
    </>
  );
}
