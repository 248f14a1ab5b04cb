import type { Messages } from "../en.ts";

/** Deutsche Texte: die Design-Ansicht des Editors, die Gerätevorschau und die Sprachauswahl. */
export const editorDesign: Pick<Messages, "editorDesign" | "editorDevice" | "editorLanguage"> = {
  editorDesign: {
    sections: "Design-Einstellungen",
    loading: "Die Design-Einstellungen werden geladen …",
    fonts: "Schriftarten",
    font: "Schriftart",
    fontsLoadFailed: "Die Schriftliste konnte nicht geladen werden; die Liste des Shops wird angezeigt.",
    colors: "Farben",
    primaryColor: "Primärfarbe",
    secondaryColor: "Sekundärfarbe",
    primaryHex: "Primärfarbe (Hex-Wert)",
    secondaryHex: "Sekundärfarbe (Hex-Wert)",
    primaryPalette: "Primärpalette",
    secondaryPalette: "Sekundärpalette",
    swatch: "{stop}: {colour}",
    baseSwatch: "{stop} (Grundfarbe): {colour}",
    blocksSpacing: "Abstand der Blöcke",
    spacing: "Abstand zwischen den Blöcken",
    spacingOption: "{size} ({rem, number} rem)",
    unsaved:
      "Nicht gespeicherte Änderungen: Die Seite zeigt sie als Vorschau. Speichern Sie sie mit „Änderungen speichern“ in der Werkzeugleiste.",
    saved: "Alle Design-Änderungen sind gespeichert.",
    reset: "Zurücksetzen",
  },
  editorDevice: {
    label: "Gerätevorschau",
    mobile: "Mobil",
    tablet: "Tablet",
    full: "Volle Breite",
    frame: "Seitenvorschau: {device}, {width, number} px breit",
  },
  editorLanguage: {
    label: "Sprache",
    disabledEditing: "Wechseln Sie zur Vorschau, um die Sprache zu ändern.",
    disabledBusy: "Warten Sie, bis das Speichern oder Laden beendet ist, um die Sprache zu ändern.",
  },
};
