import { MANUFACTURER } from "../lookups.ts";
import { PROPERTY } from "../order-properties.ts";
import type { FamilySpec, Text2 } from "../types.ts";
import { model } from "./model.ts";

const LAMP_SPECS: readonly (readonly [Text2, Text2])[] = [
  [
    ["Fassung", "Socket"],
    ["E27, max. 60 W (LED empfohlen)", "E27, max. 60 W (LED recommended)"],
  ],
  [
    ["Kabel", "Cable"],
    ["Textilkabel 2,5 m mit Fußschalter", "2.5 m fabric cable with foot switch"],
  ],
];

const LAMP_CARE: Text2 = ["Nur trocken abstauben, vorher Stecker ziehen", "Dust dry only, unplug first"];

export const FLOOR_LAMPS: FamilySpec[] = [
  {
    category: 16,
    parentCategory: 15,
    shape: "floor-lamp",
    manufacturerId: MANUFACTURER.lumen,
    code: "HAL",
    short: [
      "Stehleuchten mit Stoffschirm, die warmes, blendfreies Licht geben.",
      "Floor lamps with fabric shades that give warm, glare-free light.",
    ],
    intro: [
      "Unsere Stehleuchten sind für die Leseecke gemacht: Der Schirm lenkt das Licht nach unten und zur Seite, ohne zu blenden.",
      "Our floor lamps are made for the reading corner: the shade directs light down and sideways without glare.",
    ],
    features: [
      ["Leuchtmittel austauschbar", "Replaceable bulb"],
      ["Stufenlos dimmbar über Fußdimmer", "Stepless foot dimmer"],
      ["Schwerer Fuß, kippsicher", "Heavy base, will not tip"],
    ],
    material: ["Stahl pulverbeschichtet, Schirm Leinen", "Powder-coated steel, linen shade"],
    care: LAMP_CARE,
    specs: LAMP_SPECS,
    reviewTopic: "lighting",
    keywords: ["stehleuchte, stehlampe, leselampe", "floor lamp, standing lamp, reading lamp"],
    models: [
      model("halo", ["Stehleuchte Halo", "Halo floor lamp"], 229, [480, 1600, 480], 7800, {
        colours: ["black", "white", "sage", "terracotta"],
        orderProperties: [PROPERTY.cableLength],
      }),
      model("tuva", ["Stehleuchte Tuva Leinen", "Tuva linen floor lamp"], 189, [450, 1550, 450], 6400, {
        colours: ["cream", "sand"],
      }),
      model("bo", ["Leseleuchte Bo", "Bo reading lamp"], 159, [400, 1400, 400], 5200, {
        colours: ["black", "brass", "forest"],
      }),
      model("ravn", ["Stehleuchte Ravn dimmbar", "Ravn dimmable floor lamp"], 279, [500, 1650, 500], 8200, {
        colours: ["anthracite"],
      }),
      model("lova", ["Stehleuchte Lova Rattan", "Lova rattan floor lamp"], 249, [520, 1500, 520], 5600, {
        colours: ["oak"],
        note: [
          "Der Schirm wird auf Bali von Hand aus Rattan geflochten.",
          "The shade is hand-woven from rattan in Bali.",
        ],
      }),
      model("stella", ["Deckenfluter Stella", "Stella uplighter"], 199, [350, 1800, 350], 6100, {
        colours: ["white", "black"],
      }),
    ],
  },
  {
    category: 16,
    shape: "arc-lamp",
    manufacturerId: MANUFACTURER.lumen,
    code: "SVE",
    short: [
      "Bogenleuchten mit Marmorfuß – Licht über dem Couchtisch ohne Deckenauslass.",
      "Arc lamps on a marble base – light above the coffee table without a ceiling outlet.",
    ],
    intro: [
      "Der weite Bogen bringt das Licht genau dorthin, wo es gebraucht wird: über den Esstisch oder das Sofa, ohne dass ein Elektriker kommen muss.",
      "The wide arc brings light exactly where it is needed: over the dining table or sofa, without calling an electrician.",
    ],
    features: [
      ["Ausladung 180 cm", "180 cm reach"],
      ["Fuß aus Marmor, 22 kg", "Marble base, 22 kg"],
      ["Schirm drehbar", "Rotating shade"],
    ],
    material: ["Edelstahl, Marmor, Aluminium", "Stainless steel, marble, aluminium"],
    care: LAMP_CARE,
    specs: LAMP_SPECS,
    tags: ["limited"],
    reviewTopic: "lighting",
    keywords: ["bogenleuchte, bogenlampe", "arc lamp, arc floor lamp"],
    models: [
      model("svea", ["Bogenleuchte Svea", "Svea arc lamp"], 549, [1800, 2000, 400], 26000, {
        colours: ["black", "brass"],
      }),
      model("mira", ["Bogenleuchte Mira", "Mira arc lamp"], 399, [1500, 1850, 350], 19000, {
        colours: ["black", "white"],
      }),
    ],
  },
];

export const TABLE_LAMPS: FamilySpec[] = [
  {
    category: 17,
    parentCategory: 15,
    shape: "table-lamp",
    manufacturerId: MANUFACTURER.lumen,
    code: "ADA",
    short: [
      "Tischleuchten mit Keramik- oder Holzfuß und Stoffschirm.",
      "Table lamps with ceramic or wooden bases and fabric shades.",
    ],
    intro: [
      "Jeder Fuß wird auf der Töpferscheibe gedreht und von Hand glasiert. Kleine Unterschiede in der Glasur sind gewollt.",
      "Each base is thrown on the potter's wheel and glazed by hand. Small differences in the glaze are intentional.",
    ],
    features: [
      ["Handgefertigter Keramikfuß", "Handmade ceramic base"],
      ["Schnurschalter am Kabel", "In-line cord switch"],
    ],
    material: ["Steinzeug glasiert, Schirm Leinen", "Glazed stoneware, linen shade"],
    care: LAMP_CARE,
    specs: LAMP_SPECS,
    tags: ["handmade"],
    reviewTopic: "lighting",
    keywords: ["tischleuchte, keramik, nachttischlampe", "table lamp, ceramic, bedside lamp"],
    models: [
      model("ada", ["Tischleuchte Ada Keramik", "Ada ceramic table lamp"], 129, [300, 480, 300], 2900, {
        colours: ["sand", "sage", "terracotta", "cream"],
      }),
      model("edda", ["Tischleuchte Edda Marmor", "Edda marble table lamp"], 189, [320, 520, 320], 4600, {
        colours: ["white"],
      }),
      model("bruno", ["Tischleuchte Bruno Holz", "Bruno wooden table lamp"], 99, [280, 450, 280], 1900, {
        colours: ["oak", "walnut"],
      }),
      model("greta", ["Tischleuchte Greta Leinen", "Greta linen table lamp"], 139, [340, 500, 340], 2400, {
        colours: ["sand", "cream"],
      }),
    ],
  },
  {
    category: 17,
    shape: "dome-lamp",
    manufacturerId: MANUFACTURER.lumen,
    code: "MOS",
    short: [
      "Pilzleuchten und Akkulampen mit weichem, gerichtetem Licht.",
      "Mushroom and cordless lamps with soft, directed light.",
    ],
    intro: [
      "Die halbrunden Schirme streuen das Licht nach unten und tauchen den Tisch in einen warmen Kreis – ideal fürs Abendessen oder den Nachttisch.",
      "The domed shades spread light downwards and bathe the table in a warm pool – ideal for dinner or the bedside.",
    ],
    features: [
      ["Warmweiß 2700 K", "Warm white 2700 K"],
      ["Touch-Dimmer in drei Stufen", "Three-step touch dimmer"],
    ],
    material: ["Aluminium lackiert, Opalglas", "Lacquered aluminium, opal glass"],
    care: LAMP_CARE,
    specs: [
      [
        ["Lichtfarbe", "Colour temperature"],
        ["2700 K", "2700 K"],
      ],
    ],
    reviewTopic: "lighting",
    keywords: ["pilzleuchte, akkuleuchte, tischlampe", "mushroom lamp, cordless lamp, table lamp"],
    models: [
      model("mosa", ["Tischleuchte Mosa", "Mosa table lamp"], 149, [380, 420, 380], 2600, {
        colours: ["ochre", "white", "midnight", "terracotta"],
      }),
      model("pebble", ["Akkuleuchte Pebble", "Pebble cordless lamp"], 79, [160, 250, 160], 650, {
        colours: ["black", "white", "sage"],
        note: [
          "Bis zu 12 Stunden Licht mit einer Akkuladung, spritzwassergeschützt für den Balkon.",
          "Up to 12 hours of light per charge, splash-proof for the balcony.",
        ],
      }),
      model("linus", ["Schreibtischleuchte Linus", "Linus desk lamp"], 119, [300, 450, 300], 2100, {
        colours: ["black", "brass"],
      }),
      model("nora", ["Nachttischleuchte Nora", "Nora bedside lamp"], 69, [220, 300, 220], 900, {
        colours: ["rose", "sage"],
      }),
      model("opal", ["Tischleuchte Opal Glas", "Opal glass table lamp"], 159, [350, 400, 350], 2800, {
        colours: ["white"],
      }),
    ],
  },
];
