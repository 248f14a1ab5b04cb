import { MANUFACTURER } from "../lookups.ts";
import { PROPERTY } from "../order-properties.ts";
import type { FamilySpec } from "../types.ts";
import { model } from "./model.ts";

const SOFA_CARE: readonly [string, string] = [
  "Bezug abnehmbar, chemisch reinigen oder bei 30 °C waschen",
  "Removable cover, dry clean or wash at 30 °C",
];

export const SEATING: FamilySpec[] = [
  {
    category: 12,
    parentCategory: 11,
    shape: "sofa",
    manufacturerId: MANUFACTURER.nordlicht,
    code: "LND",
    short: [
      "Tiefe Sitzfläche, weiche Kissen und ein Gestell aus massiver Buche – gebaut für lange Abende.",
      "Deep seat, soft cushions and a solid beech frame – built for long evenings.",
    ],
    intro: [
      "Lund ist unser meistverkauftes Sofa und das aus gutem Grund: Die Sitzkissen mit Kaltschaumkern und Federummantelung geben nach, ohne durchzusacken, die Rückenkissen lassen sich frei arrangieren.",
      "Lund is our best-selling sofa for good reason: the seat cushions with a cold-foam core and feather wrap give way without sagging, and the back cushions can be arranged freely.",
    ],
    features: [
      ["Gestell aus FSC®-zertifizierter Buche", "Frame of FSC®-certified beech"],
      ["Sitzkissen mit Kaltschaum und Federummantelung", "Seat cushions with cold foam and feather wrap"],
      ["Bezug komplett abnehmbar", "Fully removable cover"],
      ["Füße aus geölter Eiche", "Oiled oak legs"],
    ],
    material: ["Bezug 55 % Leinen, 45 % Baumwolle; Gestell Buche", "Cover 55% linen, 45% cotton; beech frame"],
    care: SOFA_CARE,
    specs: [
      [
        ["Sitzhöhe", "Seat height"],
        ["45 cm", "45 cm"],
      ],
      [
        ["Sitztiefe", "Seat depth"],
        ["62 cm", "62 cm"],
      ],
    ],
    colours: ["sage", "sand", "anthracite", "terracotta"],
    madeToOrder: true,
    orderProperties: [PROPERTY.stainGuard, PROPERTY.assembly, PROPERTY.seatHeight],
    reviewTopic: "furniture",
    keywords: ["sofa, couch, leinen, wohnzimmer", "sofa, couch, linen, living room"],
    models: [
      model("lund-2", ["Sofa Lund 2-Sitzer", "Lund 2-seater sofa"], 1299, [1760, 820, 960], 46000),
      model("lund-3", ["Sofa Lund 3-Sitzer", "Lund 3-seater sofa"], 1599, [2160, 820, 960], 58000, {
        note: [
          "Der 3-Sitzer bietet Platz für die ganze Familie und passt trotzdem in die meisten Stadtwohnungen.",
          "The 3-seater fits the whole family and still suits most city flats.",
        ],
      }),
      model("lund-corner", ["Ecksofa Lund", "Lund corner sofa"], 2299, [2720, 820, 2000], 89000, {
        colours: ["sage", "anthracite"],
        note: [
          "Die Ecke ist links oder rechts montierbar – Sie entscheiden beim Aufbau.",
          "The corner can be fitted on the left or right – you decide during assembly.",
        ],
      }),
    ],
  },
  {
    category: 12,
    shape: "sofa",
    manufacturerId: MANUFACTURER.nordlicht,
    code: "FJD",
    short: [
      "Samtsofa mit schmalen Armlehnen und satten Farben, ein echter Blickfang.",
      "Velvet sofa with slim arms and rich colours, a real eye-catcher.",
    ],
    intro: [
      "Fjord verbindet die Formensprache der Sechzigerjahre mit heutigem Sitzkomfort. Der dichte Baumwollsamt schimmert je nach Licht und ist erstaunlich strapazierfähig.",
      "Fjord combines the lines of the sixties with today's seating comfort. The dense cotton velvet shimmers in changing light and is surprisingly hard-wearing.",
    ],
    features: [
      ["Baumwollsamt mit 60.000 Scheuertouren", "Cotton velvet rated 60,000 rubs"],
      ["Schmale Armlehnen für mehr Sitzfläche", "Slim arms for more seating space"],
      ["Füße aus gebürstetem Messing", "Brushed brass legs"],
    ],
    material: ["Bezug 100 % Baumwollsamt; Gestell Kiefer massiv", "Cover 100% cotton velvet; solid pine frame"],
    care: ["Regelmäßig absaugen, Flecken mit Dampf behandeln", "Vacuum regularly, treat stains with steam"],
    colours: ["midnight", "forest", "rose", "ochre"],
    madeToOrder: true,
    reviewTopic: "furniture",
    keywords: ["samtsofa, sofa, retro", "velvet sofa, sofa, retro"],
    models: [
      model("fjord-3", ["Samtsofa Fjord 3-Sitzer", "Fjord 3-seater velvet sofa"], 1799, [2100, 780, 920], 52000),
      model("fjord-25", ["Samtsofa Fjord 2,5-Sitzer", "Fjord 2.5-seater velvet sofa"], 1499, [1850, 780, 920], 47000, {
        colours: ["midnight", "forest"],
      }),
    ],
  },
  {
    category: 12,
    shape: "sofa",
    manufacturerId: MANUFACTURER.holzwerk,
    code: "MIL",
    short: [
      "Schlafsofa mit Bettkasten und 140 cm breiter Liegefläche.",
      "Sofa bed with storage and a 140 cm wide sleeping surface.",
    ],
    intro: [
      "Tagsüber ein vollwertiges Sofa, nachts ein Gästebett mit Taschenfederkern: Mila lässt sich mit einem Handgriff ausklappen.",
      "A proper sofa by day and a guest bed with pocket springs by night: Mila unfolds in one move.",
    ],
    features: [
      ["Liegefläche 140 × 200 cm", "Sleeping surface 140 × 200 cm"],
      ["Bettkasten für Decken und Kissen", "Storage box for bedding"],
      ["Taschenfederkern", "Pocket-spring core"],
    ],
    material: ["Bezug 100 % Polyester (recycelt); Gestell Buche", "Cover 100% recycled polyester; beech frame"],
    care: SOFA_CARE,
    colours: ["lightgrey", "anthracite"],
    tags: ["sustainable"],
    reviewTopic: "furniture",
    keywords: ["schlafsofa, gästebett", "sofa bed, guest bed"],
    models: [model("mila", ["Schlafsofa Mila", "Mila sofa bed"], 999, [2000, 880, 950], 71000)],
  },
  {
    category: 12,
    parentCategory: 11,
    shape: "armchair",
    manufacturerId: MANUFACTURER.nordlicht,
    code: "YLV",
    short: [
      "Lesesessel mit hoher Lehne und weich gepolsterten Armlehnen.",
      "Reading chair with a high back and softly padded arms.",
    ],
    intro: [
      "Ylva umarmt Sie förmlich: Die leicht nach hinten geneigte Lehne stützt den Rücken, die breiten Armlehnen bieten Platz für Buch und Tasse.",
      "Ylva practically hugs you: the slightly reclined back supports your spine, and the wide arms have room for a book and a cup.",
    ],
    features: [
      ["Hohe Rückenlehne mit Nackenstütze", "High back with neck support"],
      ["Füße aus massiver Eiche", "Solid oak legs"],
      ["Kombinierbar mit Kissen und Decken aus unserem Sortiment", "Pairs with our cushions and throws"],
    ],
    material: ["Bezug Bouclé oder Leinen; Gestell Birke", "Bouclé or linen cover; birch frame"],
    care: ["Absaugen, Flecken sofort mit feuchtem Tuch abtupfen", "Vacuum; dab stains immediately with a damp cloth"],
    reviewTopic: "furniture",
    keywords: ["sessel, lesesessel, bouclé", "armchair, reading chair, boucle"],
    models: [
      model("ylva-boucle", ["Sessel Ylva Bouclé", "Ylva bouclé armchair"], 699, [780, 960, 840], 21000, {
        colours: ["cream", "sand"],
      }),
      model("ylva-linen", ["Sessel Ylva Leinen", "Ylva linen armchair"], 649, [780, 960, 840], 20000, {
        colours: ["sage", "terracotta", "sand"],
      }),
    ],
  },
  {
    category: 12,
    shape: "armchair",
    manufacturerId: MANUFACTURER.holzwerk,
    code: "OTT",
    short: [
      "Ledersessel aus pflanzlich gegerbtem Rindleder, das mit jedem Jahr schöner wird.",
      "Armchair in vegetable-tanned leather that grows more beautiful every year.",
    ],
    intro: [
      "Otto wird in unserer Partnerwerkstatt im Sauerland von Hand gepolstert. Das Leder ist naturbelassen und entwickelt mit der Zeit eine warme Patina.",
      "Otto is upholstered by hand in our partner workshop in the Sauerland. The leather is left natural and develops a warm patina over time.",
    ],
    features: [
      ["Pflanzlich gegerbtes Vollnarbenleder", "Vegetable-tanned full-grain leather"],
      ["Gestell aus Esche massiv", "Solid ash frame"],
      ["In Deutschland gefertigt", "Made in Germany"],
    ],
    material: ["Rindleder, Esche, Kaltschaum", "Cowhide, ash, cold foam"],
    care: ["Zweimal im Jahr mit Lederbalsam pflegen", "Treat with leather balm twice a year"],
    madeToOrder: true,
    tags: ["handmade"],
    reviewTopic: "furniture",
    keywords: ["ledersessel, sessel, leder", "leather armchair, armchair, leather"],
    models: [
      model("otto", ["Ledersessel Otto", "Otto leather armchair"], 1249, [820, 880, 860], 28000, {
        colours: ["cognac", "black"],
      }),
      model(
        "otto-ottoman",
        ["Ledersessel Otto mit Hocker", "Otto leather armchair with ottoman"],
        1490,
        [820, 880, 1400],
        36000,
        {
          colours: ["cognac"],
        },
      ),
    ],
  },
  {
    category: 12,
    shape: "armchair",
    manufacturerId: MANUFACTURER.nordlicht,
    code: "KAL",
    short: [
      "Kompakter Sessel für kleine Räume, in drei kräftigen Farben.",
      "Compact armchair for small rooms, in three bold colours.",
    ],
    intro: [
      "Kalle braucht kaum 70 Zentimeter Stellfläche und ist trotzdem bequem genug für einen ganzen Filmabend.",
      "Kalle needs barely 70 centimetres of floor space and is still comfortable enough for a whole movie night.",
    ],
    features: [
      ["Nur 68 cm breit", "Only 68 cm wide"],
      ["Werkzeuglos montiert in fünf Minuten", "Tool-free assembly in five minutes"],
    ],
    material: [
      "Bezug Polyester-Struktur; Gestell Metall pulverbeschichtet",
      "Textured polyester cover; powder-coated metal frame",
    ],
    care: ["Absaugen, mit feuchtem Tuch reinigen", "Vacuum, wipe with a damp cloth"],
    colours: ["ochre", "midnight", "lightgrey"],
    reviewTopic: "furniture",
    keywords: ["sessel, klein, kompakt", "armchair, small, compact"],
    models: [model("kalle", ["Sessel Kalle", "Kalle armchair"], 449, [680, 760, 720], 14000)],
  },
  {
    category: 12,
    shape: "sofa",
    manufacturerId: MANUFACTURER.nordlicht,
    code: "SOL",
    short: [
      "Daybed mit Matratzenauflage – Sofa, Gästebett und Leseinsel zugleich.",
      "Daybed with mattress topper – sofa, guest bed and reading nook in one.",
    ],
    intro: [
      "Sola steht frei im Raum oder an der Wand. Drei große Rückenkissen machen es zum Sofa, ohne sie wird es zum Bett.",
      "Sola stands freely in the room or against a wall. Three large back cushions turn it into a sofa; without them it is a bed.",
    ],
    features: [
      ["Liegefläche 90 × 200 cm", "Sleeping surface 90 × 200 cm"],
      ["Inklusive drei Rückenkissen", "Three back cushions included"],
    ],
    material: ["Bezug Baumwolle; Gestell Eiche", "Cotton cover; oak frame"],
    care: SOFA_CARE,
    colours: ["sand"],
    tags: ["sustainable"],
    reviewTopic: "furniture",
    keywords: ["daybed, tagesbett", "daybed"],
    models: [model("sola", ["Daybed Sola", "Sola daybed"], 899, [2060, 700, 960], 39000)],
  },
];
