import type { Messages } from "../en.ts";

/** Deutsche Texte: Bildfeld und Medienauswahl der Blockformulare des Editors (docs/images.md). */
export const editorMedia: Pick<Messages, "editorMedia"> = {
  editorMedia: {
    choose: "Bild auswählen",
    remove: "Bild entfernen",
    address: "Bildadresse",
    addressHint: "Eine Datei der Mediathek oder eine https://-Adresse.",
    addressInvalid: "Geben Sie eine https://-Adresse ein oder wählen Sie ein Bild aus.",
    preview: "Vorschau: {reference}",
    none: "Kein Bild ausgewählt.",
    dialogTitle: "Bild auswählen",
    sources: "Bildquelle",
    uploads: "Hochgeladen",
    catalog: "Katalogbilder",
    upload: "Bild hochladen",
    uploadHint: "JPEG, PNG, WebP, AVIF oder GIF, höchstens 10 MB.",
    uploading: "{fileName} wird hochgeladen …",
    uploaded: "{fileName} wurde hochgeladen.",
    loading: "Bilder werden geladen …",
    loadFailed: "Die Bilder konnten nicht geladen werden.",
    empty: "Hier gibt es noch keine Bilder.",
    pick: "{fileName}, {width, number} × {height, number} Pixel",
    current: "ausgewählt",
    more: "Weitere Bilder anzeigen",
    close: "Schließen",
    delete: "Löschen",
    deleteLabel: "{fileName} löschen",
    deleteTitle: "Bild löschen?",
    deleteText:
      "{fileName} wird endgültig aus der Mediathek entfernt. Ein Bild, das eine Seite oder eine ihrer letzten 50 gespeicherten Versionen verwendet, bleibt erhalten.",
    deleteConfirm: "Bild löschen",
    deleteKeep: "Bild behalten",
    deleting: "Wird gelöscht …",
    deleted: "Bild {fileName} gelöscht.",
    deleteFailed: "{fileName} wurde nicht gelöscht. {message}",
  },
};
