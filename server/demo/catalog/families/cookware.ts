import { MANUFACTURER } from "../lookups.ts";
import type { FamilySpec, Text2 } from "../types.ts";
import { model } from "./model.ts";

const STEEL_CARE: Text2 = [
  "Spülmaschinengeeignet, für alle Herdarten inkl. Induktion",
  "Dishwasher safe, suitable for all hobs incl. induction",
];
const OVEN_SPEC: readonly [Text2, Text2] = [
  ["Backofenfest", "Oven safe"],
  ["bis 250 °C", "up to 250 °C"],
];

export const COOKWARE: FamilySpec[] = [
  {
    category: 22,
    shape: "pot",
    manufacturerId: MANUFACTURER.ferro,
    code: "FRT",
    short: [
      "Edelstahltöpfe mit Sandwichboden, gefertigt in Norditalien.",
      "Stainless steel pots with a sandwich base, made in northern Italy.",
    ],
    intro: [
      "Ferro fertigt seit 1952 Kochgeschirr in Lumezzane. Der dreilagige Boden verteilt die Hitze gleichmäßig, die Griffe bleiben kühl.",
      "Ferro has made cookware in Lumezzane since 1952. The three-ply base spreads heat evenly and the handles stay cool.",
    ],
    features: [
      ["Dreilagiger Sandwichboden", "Three-ply sandwich base"],
      ["Innenskalierung in Litern", "Litre markings inside"],
      ["Glasdeckel mit Dampfventil", "Glass lid with steam vent"],
    ],
    material: ["Edelstahl 18/10", "18/10 stainless steel"],
    care: STEEL_CARE,
    specs: [OVEN_SPEC],
    techStyle: "list",
    colours: ["steel"],
    unitCode: "LTR",
    reviewTopic: "kitchen",
    keywords: ["kochtopf, edelstahl, induktion", "stock pot, stainless steel, induction"],
    models: [
      model("ferro-pot", ["Kochtopf Ferro", "Ferro stock pot"], 79, [360, 160, 240], 2100, {
        sizes: [
          { size: "p20", price: 79, unitContent: 3 },
          { size: "p24", price: 99, unitContent: 5 },
        ],
      }),
      model("ferro-milk", ["Milchtopf Ferro", "Ferro milk pan"], 39.9, [300, 100, 160], 900, { unitContent: 1.5 }),
      model("ferro-steamer", ["Dämpfeinsatz Ferro", "Ferro steamer insert"], 29.9, [240, 120, 240], 600, {
        unitContent: 3,
      }),
    ],
  },
  {
    category: 22,
    shape: "pan",
    manufacturerId: MANUFACTURER.ferro,
    code: "FRP",
    short: [
      "Pfannen aus Edelstahl, Eisen und Keramik – für scharfes Anbraten und sanftes Garen.",
      "Pans of stainless steel, iron and ceramic – for searing and gentle cooking.",
    ],
    intro: [
      "Für jede Aufgabe die richtige Pfanne: Edelstahl für Röstaromen, Eisen für das perfekte Steak, Keramik für Eier und Fisch.",
      "The right pan for every job: stainless steel for browning, iron for the perfect steak, ceramic for eggs and fish.",
    ],
    features: [
      ["Für alle Herdarten inkl. Induktion", "For all hobs incl. induction"],
      ["Genieteter Stielgriff", "Riveted handle"],
      ["Backofenfest ohne Holzgriff", "Oven safe (except wooden handle)"],
    ],
    material: [
      "Edelstahl, Schmiedeeisen oder Aluminium mit Keramikbeschichtung",
      "Stainless steel, wrought iron or aluminium with ceramic coating",
    ],
    care: ["Eisenpfannen von Hand spülen und leicht einölen", "Hand-wash iron pans and oil lightly"],
    specs: [OVEN_SPEC],
    techStyle: "list",
    reviewTopic: "kitchen",
    keywords: ["bratpfanne, pfanne, induktion", "frying pan, skillet, induction"],
    models: [
      model("ferro-pan", ["Bratpfanne Ferro Pro", "Ferro Pro frying pan"], 49.9, [500, 60, 280], 1300, {
        colours: ["steel"],
        sizes: [
          { size: "p20", price: 49.9 },
          { size: "p24", price: 59.9 },
          { size: "p28", price: 69.9 },
        ],
      }),
      model("rustica", ["Eisenpfanne Rustica", "Rustica iron pan"], 39.9, [500, 60, 280], 1900, {
        colours: ["black"],
        sizes: [
          { size: "p24", price: 39.9 },
          { size: "p28", price: 49.9 },
        ],
        note: [
          "Wird mit jedem Gebrauch besser: Die Patina macht sie auf natürliche Weise antihaft.",
          "Gets better with use: the patina makes it naturally non-stick.",
        ],
      }),
      model("verde", ["Keramikpfanne Verde", "Verde ceramic pan"], 44.9, [480, 55, 260], 1100, {
        colours: ["sage", "sand"],
        sizes: [
          { size: "p24", price: 44.9 },
          { size: "p28", price: 54.9 },
        ],
        tags: ["sustainable"],
      }),
      model("ferro-saute", ["Schmorpfanne Ferro mit Deckel", "Ferro sauté pan with lid"], 89, [520, 100, 300], 2300, {
        colours: ["steel"],
      }),
      model("ferro-wok", ["Wok Ferro", "Ferro wok"], 69, [560, 110, 340], 1700, { colours: ["black"] }),
    ],
  },
  {
    category: 22,
    shape: "pot",
    manufacturerId: MANUFACTURER.ferro,
    code: "COC",
    short: [
      "Gusseisen und Emaille: Bräter und Töpfe für Schmorgerichte und Brot.",
      "Cast iron and enamel: casseroles and pots for braises and bread.",
    ],
    intro: [
      "Schwere Deckel, dicke Wände, gleichmäßige Hitze – in diesen Töpfen gelingen Schmorbraten, Eintöpfe und knuspriges Brot.",
      "Heavy lids, thick walls, even heat – these pots make braises, stews and crusty bread.",
    ],
    features: [
      ["Emailliert innen und außen", "Enamelled inside and out"],
      ["Kondensationsnoppen im Deckel", "Self-basting lid"],
    ],
    material: ["Gusseisen emailliert bzw. Stahlemaille", "Enamelled cast iron or enamelled steel"],
    care: ["Von Hand spülen, nicht abschrecken", "Hand wash, avoid sudden temperature changes"],
    specs: [OVEN_SPEC],
    techStyle: "list",
    unitCode: "LTR",
    reviewTopic: "kitchen",
    keywords: ["bräter, gusseisen, cocotte", "casserole, cast iron, dutch oven"],
    models: [
      model("cocotte", ["Gusseisen-Bräter Cocotte", "Cocotte cast iron casserole"], 189, [340, 180, 280], 5200, {
        colours: ["terracotta", "midnight", "sage", "black"],
        unitContent: 4.2,
        tags: ["bestseller"],
      }),
      model("nonna", ["Emailletopf Nonna", "Nonna enamel pot"], 59, [300, 150, 220], 1500, {
        colours: ["cream", "midnight"],
        unitContent: 3,
      }),
      model("copper", ["Kupferkasserolle Rame", "Rame copper saucepan"], 149, [380, 110, 180], 1800, {
        colours: ["brass"],
        unitContent: 1.8,
        note: [
          "Kupfer reagiert sofort auf Temperaturänderungen – ideal für Saucen.",
          "Copper responds instantly to heat changes – ideal for sauces.",
        ],
      }),
    ],
  },
];
