import { MANUFACTURER } from "../lookups.ts";
import { PROPERTY } from "../order-properties.ts";
import type { FamilySpec, Text2 } from "../types.ts";
import { model } from "./model.ts";

const OILED_WOOD_CARE: Text2 = [
  "Mit nebelfeuchtem Tuch abwischen, einmal im Jahr nachölen",
  "Wipe with a barely damp cloth, re-oil once a year",
];

export const TABLES: FamilySpec[] = [
  {
    category: 13,
    parentCategory: 11,
    shape: "dining-table",
    manufacturerId: MANUFACTURER.holzwerk,
    code: "ESK",
    short: [
      "Massiver Esstisch aus Sauerländer Eiche, geölt und auf Maß geschliffen.",
      "Solid dining table of Sauerland oak, oiled and hand-sanded.",
    ],
    intro: [
      "Eske wird aus durchgehenden Lamellen gefertigt, nicht aus Furnier. Risse und Äste bleiben sichtbar – jeder Tisch ist ein Einzelstück.",
      "Eske is built from continuous staves, not veneer. Cracks and knots stay visible – every table is one of a kind.",
    ],
    features: [
      ["Tischplatte 4 cm massiv", "Solid 4 cm tabletop"],
      ["Aus Holz aus nachhaltiger Forstwirtschaft", "Wood from sustainable forestry"],
      ["Gefertigt in Schmallenberg", "Made in Schmallenberg, Germany"],
    ],
    material: ["Eiche oder Nussbaum massiv, Hartwachsöl", "Solid oak or walnut, hardwax oil"],
    care: OILED_WOOD_CARE,
    sizes: [
      { size: "d160", price: 1190 },
      { size: "d200", price: 1490 },
    ],
    colours: ["oak", "walnut"],
    madeToOrder: true,
    tags: ["sustainable", "handmade"],
    orderProperties: [PROPERTY.assembly],
    reviewTopic: "furniture",
    keywords: ["esstisch, massivholz, eiche", "dining table, solid wood, oak"],
    models: [model("eske", ["Esstisch Eske", "Eske dining table"], 1190, [2000, 750, 1000], 68000)],
  },
  {
    category: 13,
    shape: "dining-table",
    manufacturerId: MANUFACTURER.holzwerk,
    code: "ARV",
    short: [
      "Schlanke Tische mit konischen Beinen für Arbeitszimmer und Flur.",
      "Slim tables with tapered legs for the study and hallway.",
    ],
    intro: [
      "Die Serie Arvid bringt Handwerk in kleine Räume: schmale Platten, schlanke Beine und saubere Zinkenverbindungen.",
      "The Arvid range brings craftsmanship to small rooms: narrow tops, slender legs and clean dovetail joints.",
    ],
    features: [
      ["Zinkenverbindungen statt Metallbeschlägen", "Dovetail joints instead of metal fittings"],
      ["Kabeldurchlass an der Rückseite", "Cable outlet at the back"],
    ],
    material: ["Eiche oder Nussbaum massiv", "Solid oak or walnut"],
    care: OILED_WOOD_CARE,
    colours: ["oak", "walnut"],
    reviewTopic: "furniture",
    keywords: ["schreibtisch, konsole, holz", "desk, console table, wood"],
    models: [
      model("arvid-desk", ["Schreibtisch Arvid", "Arvid desk"], 590, [1200, 750, 600], 26000),
      model("liv-console", ["Konsolentisch Liv", "Liv console table"], 420, [1100, 800, 350], 15000, {
        colours: ["oak"],
      }),
      model("runa", ["Esstisch Runa rund", "Runa round dining table"], 890, [1100, 750, 1100], 38000, {
        colours: ["oak", "black"],
        note: [
          "Rund, für vier Personen, mit Mittelfuß – keine Tischbeine im Weg.",
          "Round, seats four, with a pedestal base – no legs in the way.",
        ],
      }),
    ],
  },
  {
    category: 13,
    parentCategory: 11,
    shape: "coffee-table",
    manufacturerId: MANUFACTURER.nordlicht,
    code: "NOK",
    short: [
      "Runder Couchtisch mit gerundeter Kante und vier schrägen Beinen.",
      "Round coffee table with a softened edge and four angled legs.",
    ],
    intro: [
      "Nook ist niedrig genug fürs Sofa und groß genug für Spieleabende. Die Kante ist so gerundet, dass sich niemand daran stößt.",
      "Nook is low enough for the sofa and large enough for games night. The edge is rounded so nobody bumps into it.",
    ],
    features: [
      ["Durchmesser 90 cm", "90 cm diameter"],
      ["Kratzfeste Lackoberfläche", "Scratch-resistant lacquer"],
    ],
    material: ["Eichenfurnier auf MDF, Beine Eiche massiv", "Oak veneer on MDF, solid oak legs"],
    care: ["Mit feuchtem Tuch abwischen", "Wipe with a damp cloth"],
    colours: ["oak", "walnut", "black"],
    reviewTopic: "furniture",
    keywords: ["couchtisch, rund", "coffee table, round"],
    models: [
      model("nook", ["Couchtisch Nook", "Nook coffee table"], 349, [900, 400, 900], 17000),
      model(
        "nook-duo",
        ["Couchtisch Nook Duo, 2er-Set", "Nook Duo coffee tables, set of 2"],
        499,
        [900, 400, 900],
        26000,
        {
          colours: ["oak"],
          note: [
            "Zwei Tische in unterschiedlichen Höhen, die sich ineinanderschieben lassen.",
            "Two tables of different heights that nest into each other.",
          ],
        },
      ),
      model("halden", ["Couchtisch Halden", "Halden coffee table"], 459, [1000, 380, 1000], 21000, {
        colours: ["walnut"],
      }),
    ],
  },
  {
    category: 13,
    shape: "side-table",
    manufacturerId: MANUFACTURER.nordlicht,
    code: "PLZ",
    short: [
      "Beistelltische mit rundem Fuß – neben Sofa, Sessel oder Bett.",
      "Side tables on a round base – next to the sofa, armchair or bed.",
    ],
    intro: [
      "Klein, standfest und in Farben, die zu unseren Textilien passen. Die Platte hat einen leicht erhöhten Rand, damit nichts herunterrollt.",
      "Small, steady and in colours that match our textiles. The top has a slightly raised rim so nothing rolls off.",
    ],
    features: [
      ["Schwerer Stahlfuß, kippsicher", "Heavy steel base, will not tip"],
      ["Pulverbeschichtet, wasserfest", "Powder-coated, water-resistant"],
    ],
    material: ["Stahl pulverbeschichtet", "Powder-coated steel"],
    care: ["Mit feuchtem Tuch abwischen", "Wipe with a damp cloth"],
    reviewTopic: "furniture",
    keywords: ["beistelltisch, rund, metall", "side table, round, metal"],
    models: [
      model("pilz", ["Beistelltisch Pilz", "Pilz side table"], 129, [420, 520, 420], 6500, {
        colours: ["terracotta", "sage", "black"],
      }),
      model("tove", ["Beistelltisch Tove Marmor", "Tove marble side table"], 249, [400, 500, 400], 14000, {
        colours: ["white"],
        note: [
          "Die Platte aus Carrara-Marmor ist jedes Mal anders gemasert.",
          "The Carrara marble top has a different veining every time.",
        ],
      }),
      model("emil", ["Bistrotisch Emil", "Emil bistro table"], 219, [600, 740, 600], 11000, {
        colours: ["black", "white"],
      }),
    ],
  },
];

export const SHELVING: FamilySpec[] = [
  {
    category: 14,
    parentCategory: 11,
    shape: "bookshelf",
    manufacturerId: MANUFACTURER.holzwerk,
    code: "FRD",
    short: [
      "Offenes Regal mit verstellbaren Böden, in zwei Breiten.",
      "Open shelving with adjustable shelves, in two widths.",
    ],
    intro: [
      "Frida trägt pro Boden bis zu 30 Kilogramm – genug für Bildbände und Schallplatten. Die Böden lassen sich im 3-Zentimeter-Raster verstellen.",
      "Frida holds up to 30 kilograms per shelf – enough for art books and records. Shelves adjust in 3-centimetre steps.",
    ],
    features: [
      ["Fünf Böden, 30 kg Traglast je Boden", "Five shelves, 30 kg load each"],
      ["Wandbefestigung im Lieferumfang", "Wall fixing included"],
    ],
    material: ["Eiche massiv oder MDF weiß lackiert", "Solid oak or white-lacquered MDF"],
    care: OILED_WOOD_CARE,
    sizes: [
      { size: "w80", price: 479 },
      { size: "w120", price: 629 },
    ],
    colours: ["oak", "white"],
    reviewTopic: "furniture",
    keywords: ["regal, bücherregal", "shelving, bookcase"],
    models: [model("frida", ["Regal Frida", "Frida shelving unit"], 479, [1200, 1900, 350], 42000)],
  },
  {
    category: 14,
    shape: "bookshelf",
    manufacturerId: MANUFACTURER.nordlicht,
    code: "HYL",
    short: ["Schmale Regale und Wandboards für jede Nische.", "Narrow shelves and wall boards for every nook."],
    intro: [
      "Nicht jede Wand hat Platz für ein großes Regal. Unsere schmalen Modelle nutzen Ecken, Flure und den Raum über dem Schreibtisch.",
      "Not every wall has room for a large bookcase. Our slim models make use of corners, hallways and the space above a desk.",
    ],
    features: [
      ["Geringe Tiefe, passt in Flure", "Shallow depth, fits hallways"],
      ["Kippschutz inklusive", "Anti-tip fitting included"],
    ],
    material: ["Eiche, Birkensperrholz oder Stahl", "Oak, birch plywood or steel"],
    care: ["Mit trockenem Tuch abstauben", "Dust with a dry cloth"],
    reviewTopic: "furniture",
    keywords: ["regal, schmal, wandregal", "shelf, narrow, wall shelf"],
    models: [
      model("hylla", ["Bücherregal Hylla schmal", "Hylla narrow bookcase"], 249, [450, 1800, 300], 19000, {
        colours: ["white", "black", "oak"],
      }),
      model("brett", ["Wandregal Brett, 3er-Set", "Brett wall shelves, set of 3"], 89, [600, 200, 200], 5200, {
        colours: ["oak", "walnut"],
        note: [
          "Unsichtbare Befestigung, die Bretter scheinen zu schweben.",
          "Hidden fixings make the boards appear to float.",
        ],
      }),
      model("stig", ["Leiterregal Stig", "Stig ladder shelf"], 179, [600, 1750, 380], 9000, { colours: ["oak"] }),
      model("kubo", ["Modulregal Kubo", "Kubo modular shelving"], 329, [1050, 1050, 350], 24000, {
        colours: ["white", "sage"],
      }),
    ],
  },
  {
    category: 14,
    shape: "sideboard",
    manufacturerId: MANUFACTURER.holzwerk,
    code: "STN",
    short: [
      "Sideboards mit Push-to-open-Türen und viel Stauraum.",
      "Sideboards with push-to-open doors and lots of storage.",
    ],
    intro: [
      "Sten versteckt, was nicht gesehen werden soll. Die Türen öffnen auf leichten Druck, innen sorgen verstellbare Böden für Ordnung.",
      "Sten hides what should not be seen. The doors open with a light push, and adjustable shelves keep the inside tidy.",
    ],
    features: [
      ["Push-to-open-Beschläge", "Push-to-open fittings"],
      ["Kabeldurchlässe für Medientechnik", "Cable outlets for media equipment"],
      ["Füße höhenverstellbar", "Adjustable feet"],
    ],
    material: ["Nussbaum- oder Eichenfurnier, Fronten massiv", "Walnut or oak veneer, solid fronts"],
    care: OILED_WOOD_CARE,
    madeToOrder: true,
    reviewTopic: "furniture",
    keywords: ["sideboard, kommode, lowboard", "sideboard, cabinet, media unit"],
    models: [
      model("sten", ["Sideboard Sten", "Sten sideboard"], 899, [1800, 750, 450], 58000, { colours: ["walnut", "oak"] }),
      model("sten-high", ["Highboard Sten", "Sten highboard"], 1090, [1200, 1300, 450], 64000, { colours: ["walnut"] }),
      model("vik", ["Lowboard Vik", "Vik media unit"], 549, [1600, 500, 420], 39000, { colours: ["white", "oak"] }),
      model("alva", ["Schuhschrank Alva", "Alva shoe cabinet"], 159, [800, 480, 300], 17000, {
        colours: ["oak", "black"],
      }),
    ],
  },
];
