import type { Manual } from "./manual-types.ts";

/** Das Handbuch für Shop-Betreiber auf Deutsch (docs/pages.md "Manual"). */
export const manualDe: Manual = {
  intro:
    "Mit dem Editor ändern Sie den Live-Shop direkt: Sie sehen jede Seite wie Ihre Kunden und bearbeiten sie an Ort und Stelle. Melden Sie sich unter /editor/login an; danach erscheint die Editor-Werkzeugleiste oben auf jeder Seite.",
  sections: [
    {
      id: "toolbar",
      title: "Die Werkzeugleiste",
      paragraphs: [
        "Die Werkzeugleiste liegt oben auf der Seite. Wechseln Sie zwischen Bearbeiten und Vorschau: Die Vorschau schließt die Seitenleiste und zeigt die Seite genau so, wie Kunden sie sehen. „Änderungen speichern“ ist aktiv, sobald sich etwas vom zuletzt gespeicherten Stand unterscheidet.",
        "Die Seitenauswahl durchsucht alle Seiten und öffnet die gewählte. Die Sprachauswahl wechselt zwischen Deutsch und Englisch; sie ist beim Bearbeiten gesperrt, weil jede Sprache ihren eigenen Seiteninhalt hat. Die Gerätevorschau zeigt die Seite in Handy- (375 px), Tablet- (768 px) oder voller Breite.",
      ],
    },
    {
      id: "blocks",
      title: "Blöcke",
      paragraphs: [
        "Eine Seite ist eine Liste von Blöcken. Zeigen Sie auf einen Block, um seine Bedienelemente zu sehen: einen Block darüber oder darunter einfügen, nach oben oder unten verschieben, seine Einstellungen öffnen oder ihn löschen. Blöcke lassen sich auch per Ziehen umordnen, mit der Maus oder mit der Tastatur. Auf einem Tablet blendet ein Tippen auf einen Block seine Bedienelemente ein oder aus.",
        "„Block hinzufügen“ öffnet die Liste der Blöcke, nach Art gruppiert. Eine Auswahl fügt eine frische Kopie an der gewählten Stelle ein und öffnet rechts ihre Einstellungen.",
      ],
      list: [
        "Bildbanner: ein Karussell von Bannern mit Bildern für vier Bildschirmgrößen, Texten, Farben und einer Schaltfläche.",
        "Formatierter Text: Text mit optionaler Dachzeile, Titel, Untertitel und Schaltfläche.",
        "Bild: ein Bild für vier Bildschirmgrößen mit Alternativtext und Ausrichtung.",
        "Bild + Text: mehrere Spalten mit Bildern und Texten; die Spaltenbreiten legen Sie fest.",
        "Produktgalerie: Produkte einer gewählten Kategorie mit Überschrift.",
        "Newsletter: das Anmeldeformular mit Ihren Texten; Namensfeld optional oder Pflicht.",
      ],
    },
    {
      id: "pages",
      title: "Seiten",
      paragraphs: [
        "Die Seitenansicht zeigt Ihre Inhaltsseiten und Produktkategorien als zwei Bäume; öffnen Sie einen Zweig, um seine Unterseiten zu sehen. Ein Punkt markiert Seiten mit ungespeicherten Änderungen. Jede Seite hat ein Menü mit Allgemeinen Einstellungen, SEO-Einstellungen und Seite löschen.",
        "„Seite hinzufügen“ fragt nach Name, Typ (Inhalt oder Artikelkategorie) und übergeordneter Seite (Keine stellt sie ganz nach oben). Die neue Seite erhält ihren Namen in beiden Sprachen und eine Adresse aus dem Namen, aus „Über uns“ wird zum Beispiel /ueber-uns. Die Startseite kann nicht gelöscht werden, und eine Seite mit Unterseiten erst, wenn diese gelöscht oder verschoben sind; beim Löschen einer Seite werden auch ihre Blöcke entfernt.",
      ],
    },
    {
      id: "settings",
      title: "Seiteneinstellungen",
      paragraphs: [
        "Allgemeine Einstellungen: die Seiten-ID (fest), der Typ, der Name und der URL-Slug, dazu „In der Kopfnavigation anzeigen“ und „Anmeldung erforderlich“ (nur angemeldete Kunden dürfen die Seite öffnen, alle anderen werden zur Anmeldung geleitet). Ein Slug besteht aus Kleinbuchstaben, Ziffern und einzelnen Bindestrichen. Wenn Sie einen Slug ändern oder eine Seite verschieben, funktioniert die alte Adresse weiter: Sie leitet dauerhaft auf die neue weiter, für die Seite und alle ihre Unterseiten.",
        "SEO-Einstellungen: Titel und Meta-Beschreibung für Suchmaschinen, Meta-Schlüsselwörter (durch Kommas getrennt), die Robots-Einstellung, eine kanonische URL (eine vollständige Adresse oder leer für die eigene Adresse der Seite) und „Seite in Sitemap.xml aufnehmen“. Robots: ALL und INDEX lassen Suchmaschinen die Seite aufnehmen und ihren Links folgen; NOFOLLOW nimmt sie auf, ohne Links zu folgen; NOINDEX hält sie aus den Suchergebnissen heraus; NOINDEX_NOFOLLOW tut beides.",
        "Einstellungen speichern Sie mit „Einstellungen speichern“ in der Seitenansicht, alle geänderten Seiten auf einmal. Jede Sprache hat eigenen Namen, Slug und SEO-Texte: Wechseln Sie die Sprache, um die andere zu bearbeiten.",
      ],
    },
    {
      id: "design",
      title: "Design",
      paragraphs: [
        "Die Designansicht (Einstellungen) enthält, was für den ganzen Shop gilt: die Schrift, die Primär- und die Sekundärfarbe (der Shop leitet aus jeder hellere und dunklere Abstufungen ab) und den Abstand zwischen Blöcken, von s bis xl. Kunden sehen eine Änderung, sobald Sie sie gespeichert haben.",
      ],
    },
    {
      id: "saving",
      title: "Speichern",
      paragraphs: [
        "„Änderungen speichern“ speichert die Blöcke der Seite und das Design; eine Meldung bestätigt, was gespeichert wurde. Hat jemand anderes dieselbe Seite gespeichert, seit Sie sie geöffnet haben, wird Ihr Speichern abgelehnt, statt seine Arbeit zu überschreiben: Laden Sie die Seite neu und nehmen Sie Ihre Änderung erneut vor.",
        "Ist Ihre Editor-Sitzung abgelaufen, schlägt das Speichern mit einer Meldung fehl, die Sie bittet, den Editor erneut zu öffnen. Melden Sie sich wieder an; nicht gespeicherte Änderungen müssen Sie erneut vornehmen.",
      ],
    },
    {
      id: "history",
      title: "Rückgängig und Verlauf",
      paragraphs: [
        "Rückgängig und Wiederholen gehen Ihre Blockänderungen seit dem Öffnen der Seite durch, auch per Tastatur (Strg+Z sowie Strg+Umschalt+Z oder Strg+Y; auf dem Mac Cmd).",
        "Jedes Speichern bewahrt eine Fassung der Seite auf. Der Versionsverlauf listet sie nach Datum; das Wiederherstellen einer Fassung fragt nach einer Bestätigung und macht sie zur neuesten, sodass nichts verloren geht.",
      ],
    },
  ],
};
