import { MANUFACTURER } from "../lookups.ts";
import { PROPERTY } from "../order-properties.ts";
import type { FamilySpec } from "../types.ts";
import { model } from "./model.ts";

export const KITCHEN_TOOLS: FamilySpec[] = [
  {
    category: 23,
    shape: "knife",
    manufacturerId: MANUFACTURER.ferro,
    code: "KNF",
    short: [
      "Geschmiedete Messer mit Griffen aus Nussbaum, auf Wunsch mit Gravur.",
      "Forged knives with walnut handles, engraved on request.",
    ],
    intro: [
      "Jede Klinge wird aus einem Stück Stahl geschmiedet, gehärtet und von Hand auf 15 Grad geschliffen.",
      "Each blade is forged from a single piece of steel, hardened and hand-sharpened to 15 degrees.",
    ],
    features: [
      ["Klingenstahl X50CrMoV15, 56 HRC", "X50CrMoV15 blade steel, 56 HRC"],
      ["Erl durchgehend, vernietet", "Full tang, riveted"],
      ["Gravur auf der Klinge möglich", "Blade engraving available"],
    ],
    material: ["Rostfreier Stahl, Nussbaum", "Stainless steel, walnut"],
    care: ["Von Hand spülen und sofort abtrocknen", "Hand wash and dry immediately"],
    reviewTopic: "kitchen",
    keywords: ["kochmesser, messer, gravur", "chef's knife, knife, engraving"],
    models: [
      model("chef-knife", ["Kochmesser Ferro 20 cm", "Ferro chef's knife 20 cm"], 89, [330, 25, 50], 240, {
        colours: ["walnut", "black"],
        orderProperties: [PROPERTY.engraving, PROPERTY.font, PROPERTY.giftWrap],
      }),
      model("bread-knife", ["Brotmesser Ferro 23 cm", "Ferro bread knife 23 cm"], 69, [350, 25, 40], 210, {
        colours: ["walnut"],
      }),
    ],
  },
  {
    category: 23,
    shape: "cutting-board",
    manufacturerId: MANUFACTURER.holzwerk,
    code: "BRD",
    short: [
      "Bretter aus Stirnholz und Olivenholz, geölt und lebensmittelecht.",
      "End-grain and olive wood boards, oiled and food-safe.",
    ],
    intro: [
      "Stirnholz schont die Messer, weil die Klinge zwischen die Fasern gleitet. Die Bretter entstehen aus Reststücken unserer Möbelproduktion.",
      "End grain is kind to knives because the blade slips between the fibres. The boards are made from offcuts of our furniture production.",
    ],
    features: [
      ["Aus Reststücken der Möbelfertigung", "Made from furniture offcuts"],
      ["Mit Saftrille", "With juice groove"],
    ],
    material: ["Eiche, Nussbaum oder Olivenholz", "Oak, walnut or olive wood"],
    care: ["Von Hand spülen, regelmäßig mit Speiseöl pflegen", "Hand wash, oil regularly with food-grade oil"],
    tags: ["sustainable"],
    reviewTopic: "kitchen",
    keywords: ["schneidebrett, holzbrett, stirnholz", "cutting board, wooden board, end grain"],
    models: [
      model("kern", ["Schneidebrett Kern Stirnholz", "Kern end-grain cutting board"], 49, [400, 40, 300], 2600, {
        colours: ["oak", "walnut"],
        orderProperties: [PROPERTY.engraving, PROPERTY.font],
      }),
      model("olive", ["Servierbrett Olive", "Olive serving board"], 39.9, [450, 20, 200], 900, { colours: ["oak"] }),
      model("magnet", ["Messerleiste magnetisch", "Magnetic knife rack"], 79, [450, 60, 30], 800, {
        colours: ["walnut", "oak"],
      }),
    ],
  },
  {
    category: 23,
    shape: "utensils",
    manufacturerId: MANUFACTURER.nordlicht,
    code: "UTL",
    short: [
      "Küchenhelfer, die man gern in die Hand nimmt – und stehen lässt.",
      "Kitchen tools that feel good in the hand – and look good on the counter.",
    ],
    intro: [
      "Pfannenwender, Schneebesen und Kochlöffel aus Buche und Silikon, dazu ein Topf aus Steinzeug, in dem alles griffbereit steht.",
      "Turners, whisks and spoons of beech and silicone, plus a stoneware crock that keeps everything within reach.",
    ],
    features: [
      ["Silikon hitzebeständig bis 230 °C", "Silicone heat-resistant to 230 °C"],
      ["Kratzt keine Beschichtungen", "Safe for non-stick coatings"],
    ],
    material: ["Buche, Silikon, Steinzeug", "Beech, silicone, stoneware"],
    care: ["Holzteile von Hand spülen", "Hand wash wooden parts"],
    graduated: true,
    reviewTopic: "kitchen",
    keywords: ["küchenhelfer, kochlöffel, set", "kitchen utensils, wooden spoon, set"],
    models: [
      model("tool-set", ["Küchenhelfer-Set mit Topf", "Kitchen utensil set with crock"], 34.9, [160, 340, 160], 1400, {
        colours: ["cream", "anthracite"],
      }),
      model("whisk-set", ["Schneebesen & Spatel Set", "Whisk and spatula set"], 24.9, [120, 300, 80], 400, {
        colours: ["black", "sage"],
      }),
    ],
  },
  {
    category: 23,
    shape: "mill",
    manufacturerId: MANUFACTURER.ferro,
    code: "MOL",
    short: [
      "Salz- und Pfeffermühlen mit Keramikmahlwerk, stufenlos einstellbar.",
      "Salt and pepper mills with a ceramic grinder, adjustable.",
    ],
    intro: [
      "Das Keramikmahlwerk rostet nicht und mahlt Salz wie Pfeffer – von pulverfein bis grob, eingestellt am Kopf der Mühle.",
      "The ceramic grinder does not rust and handles salt and pepper alike – from powder-fine to coarse, set at the top of the mill.",
    ],
    features: [
      ["Keramikmahlwerk mit 10 Jahren Garantie", "Ceramic grinder, 10-year guarantee"],
      ["Befüllung von oben", "Fills from the top"],
    ],
    material: ["Buche oder Nussbaum, Keramik", "Beech or walnut, ceramic"],
    care: ["Trocken abwischen", "Wipe dry"],
    graduated: true,
    reviewTopic: "kitchen",
    keywords: ["pfeffermühle, salzmühle", "pepper mill, salt mill"],
    models: [
      model("mola", ["Pfeffermühle Mola", "Mola pepper mill"], 39.9, [60, 200, 60], 400, {
        colours: ["walnut", "black"],
      }),
      model(
        "mola-duo",
        ["Salz- und Pfeffermühle Mola, 2er-Set", "Mola salt and pepper mill set"],
        69.9,
        [140, 200, 60],
        800,
        { colours: ["oak"] },
      ),
      model("mola-e", ["Gewürzmühle Mola elektrisch", "Mola electric spice mill"], 49.9, [60, 220, 60], 450, {
        colours: ["steel", "black"],
      }),
    ],
  },
  {
    category: 23,
    shape: "jars",
    manufacturerId: MANUFACTURER.nordlicht,
    code: "JAR",
    short: [
      "Vorratsgläser mit Holzdeckel – Ordnung für Mehl, Pasta und Müsli.",
      "Storage jars with wooden lids – order for flour, pasta and granola.",
    ],
    intro: [
      "Luftdicht verschlossen bleiben Vorräte länger frisch. Die Deckel aus Akazie schließen mit einem Silikonring.",
      "Sealed airtight, supplies stay fresh for longer. The acacia lids close with a silicone ring.",
    ],
    features: [
      ["Borosilikatglas, spülmaschinenfest", "Borosilicate glass, dishwasher safe"],
      ["Deckel aus Akazie mit Silikonring", "Acacia lids with silicone seal"],
    ],
    material: ["Borosilikatglas, Akazienholz", "Borosilicate glass, acacia wood"],
    care: ["Gläser spülmaschinenfest, Deckel von Hand spülen", "Jars dishwasher safe, hand wash lids"],
    unitCode: "LTR",
    graduated: true,
    reviewTopic: "kitchen",
    keywords: ["vorratsglas, vorratsdose, einmachglas", "storage jar, canister, preserving jar"],
    models: [
      model("jars-3", ["Vorratsgläser Klar, 3er-Set", "Klar storage jars, set of 3"], 29.9, [300, 250, 100], 1800, {
        colours: ["sand"],
        unitContent: 1.5,
      }),
      model("preserve", ["Einmachglas 0,5 l", "Preserving jar 0.5 l"], 4.9, [100, 130, 100], 320, {
        colours: ["white"],
        unitContent: 0.5,
        order: { min: 5, interval: 5 },
        note: [
          "Wird im Fünferpack verschickt, bestellbar in Schritten von fünf Gläsern.",
          "Ships in packs of five; order in steps of five jars.",
        ],
      }),
    ],
  },
];
