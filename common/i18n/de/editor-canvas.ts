import type { Messages } from "../en.ts";

/** Deutsche Texte: the editable page canvas, the editor drawer, the blocks list and the block order (docs/editor.md). */
export const editorCanvas: Pick<Messages, "editorCanvas" | "editorDrawer" | "blocksList"> = {
  editorCanvas: {
    region: "Seitenblöcke",
    controls: "{name}",
    edit: "{name} bearbeiten",
    editShort: "Bearbeiten",
    moveUp: "{name} nach oben verschieben",
    moveDown: "{name} nach unten verschieben",
    delete: "{name} löschen",
    deleteShort: "Löschen",
    addAbove: "Block über {name} hinzufügen",
    addBelow: "Block unter {name} hinzufügen",
    addBlock: "Block hinzufügen",
    emptyPage: "Diese Seite hat noch keine Blöcke.",
    emptyBlock: "{name}: noch nichts zu zeigen.",
    blockOrder: "Reihenfolge der Blöcke",
    blockOrderIntro: "Ziehen Sie einen Block an seinen Platz; per Tastatur: Enter am Griff, Pfeiltasten, Enter.",
    blockOrderItem: "{name}: {summary}",
    dragHandle: "{name} verschieben",
    done: "Fertig",
  },
  editorDrawer: {
    close: "Schließen",
    design: "Einstellungen",
    pages: "Seiten",
    blocksList: "Block hinzufügen",
  },
  blocksList: {
    loading: "Die Blöcke werden geladen …",
    add: "{title} hinzufügen",
    targetMissing: "Nicht hinzugefügt: Die Stelle zum Einfügen fehlt.",
    notAllowedHere: "Nicht hinzugefügt: Der Block kann hier nicht stehen.",
    containerFull: "Nicht hinzugefügt: Hier ist kein Platz mehr.",
    pageFull: "Nicht hinzugefügt: Die Seite ist voll.",
  },
};
