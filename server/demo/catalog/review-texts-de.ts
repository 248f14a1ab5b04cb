import type { ReviewPool } from "./review-pool.ts";

export const REVIEWS_DE: ReviewPool = {
  authors: [
    "Anna K.",
    "Thomas M.",
    "Julia S.",
    "Markus B.",
    "Sabine W.",
    "Lukas H.",
    "Katrin F.",
    "Jonas R.",
    "Miriam L.",
    "Stefan P.",
    "Claudia D.",
    "Felix G.",
    "Lea T.",
    "Andreas V.",
    "Nina Z.",
    "Heike",
    "Ole",
    "Familie Brandt",
  ],
  titles: {
    positive: [
      "Rundum zufrieden",
      "Genau wie beschrieben",
      "Absolute Kaufempfehlung",
      "Tolle Qualität",
      "Würde ich wieder kaufen",
      "Schöner als auf den Fotos",
      "Top!",
      "Hält, was es verspricht",
    ],
    mixed: ["Gut, aber nicht perfekt", "Solide", "Ganz okay", "Mit kleinen Abstrichen", "Preis-Leistung geht so"],
    negative: [
      "Leider enttäuscht",
      "Nicht zu empfehlen",
      "Qualität stimmt nicht",
      "Zurückgeschickt",
      "Hatte mehr erwartet",
    ],
  },
  topics: {
    furniture: {
      positive: [
        "Sitzt sich wunderbar, weder zu weich noch zu hart.",
        "Die Verarbeitung ist hochwertig, keine wackeligen Stellen.",
        "Der Stoff fühlt sich toll an und die Farbe ist in echt noch schöner.",
        "Aufbau war in einer halben Stunde erledigt, die Anleitung ist gut verständlich.",
        "Steht jetzt seit drei Monaten im Wohnzimmer und sieht aus wie am ersten Tag.",
      ],
      mixed: [
        "Optisch sehr schön, der Sitzkomfort ist aber etwas fester als gedacht.",
        "Die Farbe wirkt bei uns etwas grauer als auf den Bildern.",
        "Ein Bein war leicht zerkratzt, ansonsten gut verarbeitet.",
      ],
      negative: [
        "Nach wenigen Wochen sind die Kissen durchgesessen.",
        "Die Naht am Bezug hat sich schon gelöst.",
        "Wackelt trotz korrektem Aufbau.",
      ],
    },
    lighting: {
      positive: [
        "Das Licht ist angenehm warm und blendet nicht.",
        "Der Dimmer funktioniert stufenlos und ohne Flackern.",
        "Ein echter Hingucker, jeder Besuch fragt danach.",
        "Steht stabil und lässt sich gut ausrichten.",
      ],
      mixed: [
        "Schöne Leuchte, aber das Kabel könnte länger sein.",
        "Das Leuchtmittel war nicht dabei, das hätte ich mir gewünscht.",
        "Der Schirm sitzt etwas locker.",
      ],
      negative: [
        "Der Schalter ist nach zwei Wochen kaputtgegangen.",
        "Viel zu dunkel für eine Leseleuchte.",
        "Der Fuß kam mit einem Riss an.",
      ],
    },
    textiles: {
      positive: [
        "Der Stoff ist weich und nach der ersten Wäsche noch schöner.",
        "Die Farbe passt perfekt zu unserem Sofa.",
        "Wunderbar kuschelig, liegt jetzt jeden Abend auf dem Sofa.",
        "Die Nähte sind sauber, der Reißverschluss ist gut versteckt.",
      ],
      mixed: [
        "Etwas kleiner als erwartet, nach dem Waschen leicht eingelaufen.",
        "Die Farbe ist schön, der Stoff fusselt anfangs aber etwas.",
        "Für den Preis hätte ich etwas dichteres Material erwartet.",
      ],
      negative: [
        "Nach der ersten Wäsche völlig verzogen.",
        "Kratzt leider sehr auf der Haut.",
        "Die Farbe hat beim Waschen abgefärbt.",
      ],
    },
    kitchen: {
      positive: [
        "Die Hitze verteilt sich gleichmäßig, nichts brennt an.",
        "Liegt super in der Hand und ist richtig scharf.",
        "Lässt sich leicht reinigen und sieht dabei edel aus.",
        "Funktioniert auf unserem Induktionsherd einwandfrei.",
        "Endlich Küchenwerkzeug, das man nicht in der Schublade verstecken muss.",
      ],
      mixed: [
        "Gute Qualität, aber ziemlich schwer.",
        "Die Griffe werden heißer als gedacht.",
        "Macht seinen Job, die Beschichtung ist aber empfindlich.",
      ],
      negative: [
        "Der Boden hat sich nach kurzer Zeit verzogen.",
        "Rostflecken nach der ersten Spülmaschine.",
        "Wurde schon nach ein paar Wochen stumpf.",
      ],
    },
    audio: {
      positive: [
        "Der Klang ist klar und ausgewogen, auch bei geringer Lautstärke.",
        "Die Geräuschunterdrückung ist im Zug Gold wert.",
        "Der Akku hält locker eine ganze Woche Pendeln.",
        "Die Kopplung mit dem Handy hat sofort geklappt.",
      ],
      mixed: [
        "Klingt gut, aber nach zwei Stunden drückt der Bügel etwas.",
        "Die App ist etwas umständlich, der Klang dafür top.",
        "Bass könnte etwas kräftiger sein.",
      ],
      negative: ["Die Verbindung bricht ständig ab.", "Ein Ohrhörer lädt nicht mehr.", "Rauscht deutlich hörbar."],
    },
    smart: {
      positive: [
        "In zwei Minuten eingerichtet und sofort in der App gefunden.",
        "Läuft zuverlässig mit unserem Sprachassistenten.",
        "Das Bild ist auch nachts erstaunlich scharf.",
        "Die Automationen funktionieren genau wie gewünscht.",
      ],
      mixed: [
        "Funktioniert, aber die App braucht manchmal ein paar Sekunden.",
        "Einrichtung ging, die Anleitung könnte ausführlicher sein.",
        "Die Farben sind schön, das Weiß wirkt etwas kühl.",
      ],
      negative: [
        "Verliert regelmäßig die WLAN-Verbindung.",
        "Nach einem Update nicht mehr erreichbar.",
        "Die Bewegungserkennung löst ständig grundlos aus.",
      ],
    },
    accessories: {
      positive: [
        "Wertig verarbeitet und lädt schnell.",
        "Genau das, was auf meinem Schreibtisch gefehlt hat.",
        "Das Kabel ist robust und knickt nicht.",
        "Klein, leicht und passt in jede Tasche.",
      ],
      mixed: [
        "Funktioniert, wird aber beim Laden recht warm.",
        "Etwas größer als gedacht.",
        "Gut, aber der Preis ist sportlich.",
      ],
      negative: [
        "Lädt nur noch mit Wackeln am Stecker.",
        "Nach einem Monat defekt.",
        "Die Beschichtung blättert schon ab.",
      ],
    },
  },
  service: {
    positive: [
      "Lieferung kam schneller als angekündigt und war sehr gut verpackt.",
      "Der Kundenservice hat meine Fragen freundlich beantwortet.",
      "Verpackung fast ohne Plastik, das gefällt mir.",
      "Die Spedition hat vorher angerufen und alles bis in die Wohnung getragen.",
    ],
    mixed: [
      "Die Lieferung hat etwas länger gedauert als angegeben.",
      "Der Karton war etwas eingedrückt, der Inhalt zum Glück heil.",
    ],
    negative: [
      "Auf meine E-Mail habe ich erst nach einer Woche eine Antwort bekommen.",
      "Die Lieferung kam zwei Wochen zu spät.",
    ],
  },
  closers: {
    positive: ["Klare Empfehlung!", "Wir sind begeistert.", "Gerne wieder.", "Fünf Sterne verdient."],
    mixed: ["Insgesamt in Ordnung.", "Für den Preis okay.", "Mal sehen, wie es sich langfristig hält."],
    negative: ["Schade.", "Für diesen Preis inakzeptabel.", "Ich habe es zurückgeschickt."],
  },
  replies: {
    positive: [
      "Vielen Dank für Ihre tolle Bewertung! Wir freuen uns, dass Sie zufrieden sind. Ihr Nordlicht Team",
      "Danke, dass Sie sich die Zeit für eine Bewertung genommen haben – viel Freude damit! Ihr Nordlicht Team",
    ],
    mixed: ["Danke für Ihr ehrliches Feedback. Wir haben es an unser Produktteam weitergegeben. Ihr Nordlicht Team"],
    negative: [
      "Das tut uns sehr leid. Bitte melden Sie sich unter service@nordlicht-home.example, wir finden eine Lösung. Ihr Nordlicht Team",
      "Danke für Ihre Rückmeldung. Wir haben Ihnen einen kostenlosen Ersatz geschickt und prüfen die Charge. Ihr Nordlicht Team",
    ],
  },
};
