import { MANUFACTURER } from "../lookups.ts";
import { PROPERTY } from "../order-properties.ts";
import type { FamilySpec, SizeOption, Text2 } from "../types.ts";
import { model } from "./model.ts";

/** Throws carry a base price per m² (130 × 170 cm = 2.21 m², 150 × 200 cm = 3 m²). */
const throwSizes = (small: number, large: number): SizeOption[] => [
  { size: "t130", price: small, unitContent: 2.21 },
  { size: "t150", price: large, unitContent: 3 },
];

const WASH_40: Text2 = ["Bei 40 °C waschbar, nicht im Trockner", "Machine wash at 40 °C, do not tumble dry"];

export const THROWS: FamilySpec[] = [
  {
    category: 20,
    parentCategory: 18,
    shape: "throw",
    manufacturerId: MANUFACTURER.linnea,
    code: "FJL",
    short: [
      "Decken aus Wolle, Baumwolle und Leinen, gewebt in Schweden.",
      "Throws of wool, cotton and linen, woven in Sweden.",
    ],
    intro: [
      "Unsere Decken entstehen auf alten Webstühlen in Borås. Die Fransen werden von Hand geknotet, die Muster stammen aus dem Archiv der Weberei.",
      "Our throws are made on vintage looms in Borås. The fringes are knotted by hand and the patterns come from the mill's archive.",
    ],
    features: [
      ["Gewebt in Schweden", "Woven in Sweden"],
      ["Handgeknotete Fransen", "Hand-knotted fringes"],
      ["In zwei Größen", "In two sizes"],
    ],
    material: ["Lammwolle, Bio-Baumwolle oder Leinen", "Lambswool, organic cotton or linen"],
    care: ["Handwäsche oder Wollprogramm bei 30 °C", "Hand wash or wool cycle at 30 °C"],
    unitCode: "MTK",
    reviewTopic: "textiles",
    keywords: ["wolldecke, kuscheldecke, plaid", "wool throw, blanket, plaid"],
    models: [
      model("fjell", ["Wolldecke Fjell", "Fjell wool throw"], 89, [1300, 20, 1700], 1400, {
        colours: ["sand", "forest", "anthracite"],
        sizes: throwSizes(89, 119),
      }),
      model("siri", ["Waffeldecke Siri", "Siri waffle throw"], 59, [1300, 10, 1700], 900, {
        colours: ["cream", "sage", "rose"],
        sizes: throwSizes(59, 79),
      }),
      model("hanna", ["Leinendecke Hanna", "Hanna linen throw"], 99, [1300, 10, 1700], 800, {
        colours: ["sand", "terracotta"],
        sizes: throwSizes(99, 129),
      }),
      model("mette", ["Strickdecke Mette", "Mette chunky knit throw"], 129, [1300, 30, 1700], 2100, {
        colours: ["cream", "ochre"],
        sizes: throwSizes(129, 169),
      }),
    ],
  },
  {
    category: 20,
    shape: "throw",
    manufacturerId: MANUFACTURER.linnea,
    code: "ILS",
    short: [
      "Besondere Decken aus Kaschmir und Alpaka – weich, leicht und warm.",
      "Special throws in cashmere and alpaca – soft, light and warm.",
    ],
    intro: [
      "Für kalte Abende: Kaschmir und Alpaka wärmen bei geringem Gewicht und fühlen sich auf der Haut seidig an.",
      "For cold evenings: cashmere and alpaca keep you warm at a light weight and feel silky on the skin.",
    ],
    features: [
      ["Fasern aus zertifizierter Tierhaltung", "Fibres from certified animal welfare farms"],
      ["Geliefert in Baumwollbeutel", "Delivered in a cotton bag"],
    ],
    material: ["Kaschmir bzw. Baby-Alpaka", "Cashmere or baby alpaca"],
    care: ["Chemisch reinigen", "Dry clean"],
    unitCode: "MTK",
    unitContent: 2.21,
    sizes: [{ size: "t130", price: 249, unitContent: 2.21 }],
    orderProperties: [PROPERTY.giftWrap, PROPERTY.giftMessage],
    reviewTopic: "textiles",
    keywords: ["kaschmirdecke, alpaka, luxus", "cashmere throw, alpaca, luxury"],
    models: [
      model("ilse", ["Kaschmirdecke Ilse", "Ilse cashmere throw"], 249, [1300, 10, 1700], 700, {
        colours: ["cream", "lightgrey"],
        tags: ["limited"],
      }),
      model("inti", ["Alpakadecke Inti", "Inti alpaca throw"], 179, [1300, 10, 1700], 900, {
        colours: ["sand", "lightgrey"],
        sizes: [{ size: "t130", price: 179, unitContent: 2.21 }],
        tags: ["handmade"],
      }),
    ],
  },
  {
    category: 20,
    shape: "throw",
    manufacturerId: MANUFACTURER.nordlicht,
    code: "ALM",
    short: [
      "Tages- und Picknickdecken für Bett, Sofa und Wiese.",
      "Bedspreads and picnic blankets for bed, sofa and meadow.",
    ],
    intro: [
      "Gesteppt oder beschichtet, für drinnen und draußen: Diese Decken sind robust genug für den Alltag.",
      "Quilted or coated, for indoors and out: these throws are tough enough for everyday life.",
    ],
    features: [
      ["Maschinenwaschbar", "Machine washable"],
      ["Formstabil auch nach vielen Wäschen", "Keeps its shape after many washes"],
    ],
    material: ["Baumwolle, Polyester", "Cotton, polyester"],
    care: WASH_40,
    unitCode: "MTK",
    reviewTopic: "textiles",
    keywords: ["tagesdecke, picknickdecke", "bedspread, picnic blanket"],
    models: [
      model("alma", ["Tagesdecke Alma gesteppt", "Alma quilted bedspread"], 149, [1500, 20, 2000], 2400, {
        colours: ["sage", "midnight"],
        sizes: [{ size: "t150", price: 149, unitContent: 3 }],
      }),
      model("picnic", ["Picknickdecke Sommer", "Summer picnic blanket"], 49, [1300, 10, 1700], 1100, {
        colours: ["ochre"],
        sizes: [{ size: "t130", price: 49, unitContent: 2.21 }],
        note: [
          "Unterseite wasserabweisend, mit Tragegriff zum Aufrollen.",
          "Water-repellent underside, rolls up with a carry handle.",
        ],
      }),
    ],
  },
];
