import type { Messages } from "../en.ts";

/** Deutsche Texte der Blockdokumente des Seiteneditors (docs/blocks.md). */

/** Error keys of page content (common/errors.ts), spread into errors. */
export const blockErrorTexts = {
  editorSaveConflict:
    "Diese Seite wurde inzwischen von jemand anderem gespeichert. Laden Sie die Seite neu, um diese Fassung zu sehen, und nehmen Sie Ihre Änderungen dann erneut vor.",
  blocksDocumentTooLarge:
    "Der Seiteninhalt ist zu groß (höchstens {maxKilobytes, number} KB). Entfernen Sie Blöcke oder kürzen Sie Texte.",
  blocksSchemaUnsupported:
    "Dieser Seiteninhalt stammt aus einer neueren Version des Shops und kann hier nicht verwendet werden.",
  blockSnapshotNotFound: "Diese Fassung der Seite existiert nicht mehr.",
} as const;

/** Field messages of the block document schema (common/blocks), spread into validation. */
export const blockValidationTexts = {
  linkInvalid: "Geben Sie einen Link ein, der mit https://, http://, /, #, mailto: oder tel: beginnt.",
  imageInvalid: "Wählen Sie ein Bild aus der Mediathek oder geben Sie eine Bildadresse ein, die mit https:// beginnt.",
  tooManyBlocks: "Hier sind zu viele Blöcke.",
  columnWidths: "Die Spaltenbreiten dürfen zusammen höchstens 12 ergeben.",
  duplicateBlockId: "Zwei Blöcke haben dieselbe ID.",
  blockUnknown: "Diesen Blocktyp gibt es nicht.",
  carouselNeedsSlide: "Ein Karussell braucht mindestens eine Folie.",
  blockNotAllowedHere: "Dieser Block kann hier nicht platziert werden.",
  videoUrl: "Geben Sie die Adresse eines YouTube- oder Vimeo-Videos ein, die mit https:// beginnt.",
  videoTitle: "Geben Sie einen Titel für das Video ein: Er benennt es für Screenreader.",
} as const;

/** Was Kundinnen und Kunden von den Blöcken sehen (app/features/blocks). */
export const blockTexts: Pick<Messages, "blocks"> = {
  blocks: {
    carousel: {
      roleDescription: "Karussell",
      label: "Highlights",
      slide: "Folie",
      slideOf: "Folie {index, number} von {total, number}",
      previous: "Vorherige Folie",
      next: "Nächste Folie",
    },
    video: {
      notice: "Beim Laden überträgt Ihr Browser Daten an {provider}.",
      privacy: "Datenschutzerklärung",
      load: "Video laden",
      always: "Videos von YouTube und Vimeo immer laden",
      watch: "Auf {provider} ansehen",
    },
  },
};
