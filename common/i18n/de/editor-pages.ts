import type { Messages } from "../en.ts";
import type { editorPagesErrorTexts as en, editorPagesValidationTexts as enValidation } from "../en/editor-pages.ts";

type Texts<T> = { [K in keyof T]: string };

/** Deutsche Texte der Seitenverwaltung des Editors (docs/pages.md) und seines Handbuchs. */
export const editorPages: Pick<Messages, "editorPages" | "editorManual"> = {
  editorPages: {
    added: "Seite {name} hinzugefügt (Kategorie-ID: {id})",
    saved: "Seiteneinstellungen gespeichert.",
    saveFailed: "Fehler beim Speichern der Kategorien.",
    deleted: "Seite {name} gelöscht (Kategorie-ID: {id})",
    deleteFailed: "Die Seite {name} (Kategorie-ID: {id}) konnte nicht gelöscht werden: {message}",
  },
  editorManual: {
    title: "Handbuch zum Editor",
    description:
      "So bearbeiten Sie die Seiten des Shops: Werkzeugleiste, Blöcke, Seiten, Einstellungen, Design, Speichern und Verlauf.",
    contents: "Inhalt",
    backToShop: "Zurück zum Shop",
  },
};

/** Error keys of page management (common/errors.ts), spread into errors. */
export const editorPagesErrorTexts: Texts<typeof en> = {
  pageNotFound: "Diese Seite gibt es nicht (mehr).",
  pageSlugTaken: "Eine andere Seite auf derselben Ebene verwendet diesen URL-Slug bereits. Wählen Sie einen anderen.",
  pageParentInvalid: "Eine Seite kann nicht unter sich selbst oder eine ihrer Unterseiten verschoben werden.",
  homepageFixed: "Die Startseite behält ihren leeren URL-Slug, ihren Typ und ihren Platz ganz oben.",
  pageTypeHasProducts: "Diese Produktkategorie enthält noch Produkte und kann daher keine Inhaltsseite werden.",
  homepageNotDeletable: "Die Startseite kann nicht gelöscht werden.",
  pageHasSubpages: "Diese Seite hat Unterseiten. Löschen oder verschieben Sie diese zuerst.",
};

/** Field messages of the page settings, spread into validation. */
export const editorPagesValidationTexts: Texts<typeof enValidation> = {
  pageNameRequired: "Geben Sie einen Seitennamen ein",
  pageSlug: "Verwenden Sie nur Kleinbuchstaben, Ziffern und einzelne Bindestriche, zum Beispiel sommer-sale.",
  pageSlugTaken: "Eine andere Seite auf derselben Ebene verwendet diesen URL-Slug bereits.",
  pageSlugReserved: "Dieser URL-Slug gehört zu einer eigenen Seite des Shops. Wählen Sie einen anderen.",
  canonicalUrl: "Geben Sie eine vollständige Adresse mit https:// oder http:// ein oder lassen Sie das Feld leer.",
};
