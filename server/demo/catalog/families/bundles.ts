import type { ColourKey, SizeKey, Text2 } from "../types.ts";

export type BundleSpec = {
  key: string;
  itemType: "bundle" | "set";
  category: number;
  parentCategory?: number;
  name: Text2;
  short: Text2;
  intro: Text2;
  components: { source: string; colour?: ColourKey; size?: SizeKey; quantity: number }[];
  /** Share taken off the components' sum: the reason to buy the bundle. */
  discount: number;
};

export const BUNDLES: BundleSpec[] = [
  {
    key: "reading-corner",
    itemType: "bundle",
    category: 12,
    parentCategory: 11,
    name: ["Leseecke-Set Ylva", "Ylva reading corner bundle"],
    short: [
      "Sessel, Leseleuchte und Wolldecke – alles für die perfekte Leseecke.",
      "Armchair, reading lamp and wool throw – everything for the perfect reading corner.",
    ],
    intro: [
      "Wir haben zusammengestellt, was zusammengehört: den Lesesessel Ylva in Salbei, die Leseleuchte Bo und die Wolldecke Fjell. Im Set sparen Sie gegenüber dem Einzelkauf.",
      "We have put together what belongs together: the Ylva reading chair in sage, the Bo reading lamp and the Fjell wool throw. You save compared with buying them separately.",
    ],
    components: [
      { source: "ylva-linen", colour: "sage", quantity: 1 },
      { source: "bo", colour: "black", quantity: 1 },
      { source: "fjell", colour: "sand", size: "t130", quantity: 1 },
    ],
    discount: 0.12,
  },
  {
    key: "cooking-starter",
    itemType: "bundle",
    category: 23,
    name: ["Koch-Starterset Ferro", "Ferro cooking starter bundle"],
    short: [
      "Pfanne, Kochmesser und Schneidebrett für die erste eigene Küche.",
      "Pan, chef's knife and cutting board for your first own kitchen.",
    ],
    intro: [
      "Drei Dinge, die jede Küche braucht, in einer Qualität, die ein Leben lang hält: Bratpfanne Ferro Pro 28 cm, Kochmesser Ferro und Schneidebrett Kern.",
      "Three things every kitchen needs, in a quality that lasts a lifetime: the Ferro Pro 28 cm frying pan, the Ferro chef's knife and the Kern cutting board.",
    ],
    components: [
      { source: "ferro-pan", colour: "steel", size: "p28", quantity: 1 },
      { source: "chef-knife", colour: "walnut", quantity: 1 },
      { source: "kern", colour: "oak", quantity: 1 },
    ],
    discount: 0.15,
  },
  {
    key: "smart-starter",
    itemType: "bundle",
    category: 29,
    parentCategory: 28,
    name: ["Smart-Light-Starterkit", "Smart lighting starter kit"],
    short: [
      "Bridge, drei farbige E27-Lampen und ein Funkschalter.",
      "Bridge, three colour E27 bulbs and a wireless switch.",
    ],
    intro: [
      "Der einfachste Einstieg ins smarte Licht: Bridge einstecken, Lampen eindrehen, Schalter an die Wand kleben – fertig ist das Wohnzimmer mit Lichtszenen.",
      "The easiest way into smart lighting: plug in the bridge, screw in the bulbs, stick the switch on the wall – and your living room has light scenes.",
    ],
    components: [
      { source: "bridge", quantity: 1 },
      { source: "bulb-e27", quantity: 3 },
      { source: "switch", colour: "white", quantity: 1 },
    ],
    discount: 0.2,
  },
  {
    key: "home-cinema",
    itemType: "bundle",
    category: 27,
    parentCategory: 25,
    name: ["Heimkino-Set Klangwerk", "Klangwerk home cinema bundle"],
    short: [
      "Soundbar S5 mit zwei Regallautsprechern B2 als Rear-Speaker.",
      "S5 soundbar with two B2 bookshelf speakers as rear speakers.",
    ],
    intro: [
      "Kinoklang fürs Wohnzimmer: Die Soundbar S5 koppelt sich automatisch mit den Regallautsprechern B2 zu einem 5.0-System.",
      "Cinema sound for the living room: the S5 soundbar pairs automatically with the B2 bookshelf speakers to form a 5.0 system.",
    ],
    components: [
      { source: "s5", colour: "black", quantity: 1 },
      { source: "b2", colour: "black", quantity: 1 },
    ],
    discount: 0.1,
  },
  {
    key: "cushion-trio",
    itemType: "bundle",
    category: 19,
    parentCategory: 18,
    name: ["Kissen-Trio Vera Samt", "Vera velvet cushion trio"],
    short: [
      "Drei Samtkissen in Nachtblau, Waldgrün und Ocker, 50 × 50 cm.",
      "Three velvet cushions in midnight blue, forest green and ochre, 50 × 50 cm.",
    ],
    intro: [
      "Unsere Stylisten haben die Farben aufeinander abgestimmt – das Trio passt zu hellen wie zu dunklen Sofas.",
      "Our stylists matched the colours to each other – the trio suits light and dark sofas alike.",
    ],
    components: [
      { source: "vera", colour: "midnight", size: "c50", quantity: 1 },
      { source: "vera", colour: "forest", size: "c50", quantity: 1 },
      { source: "vera", colour: "ochre", size: "c50", quantity: 1 },
    ],
    discount: 0.15,
  },
  {
    key: "pot-set",
    itemType: "set",
    category: 22,
    name: ["Topfset Ferro, 4-teilig", "Ferro cookware set, 4 pieces"],
    short: [
      "Zwei Kochtöpfe, Milchtopf und Schmorpfanne aus Edelstahl 18/10.",
      "Two stock pots, a milk pan and a sauté pan in 18/10 stainless steel.",
    ],
    intro: [
      "Das Grundsortiment für jede Küche, aus der Manufaktur Ferro in Lumezzane. Alle Teile sind induktionsgeeignet und backofenfest.",
      "The essentials for every kitchen, from the Ferro workshop in Lumezzane. All pieces are induction-ready and oven safe.",
    ],
    components: [
      { source: "ferro-pot", size: "p20", quantity: 1 },
      { source: "ferro-pot", size: "p24", quantity: 1 },
      { source: "ferro-milk", quantity: 1 },
      { source: "ferro-saute", quantity: 1 },
    ],
    discount: 0.18,
  },
];
