import type { ColourKey, SizeKey, Text2 } from "../types.ts";

/** Members' outlet (category 32, customers only): single pieces of regular products. */
export type OutletSpec = {
  source: string;
  colour: ColourKey;
  size?: SizeKey;
  condition: "display" | "returned" | "second";
  /** Share taken off the regular price. */
  discount: number;
};

export const OUTLET_CONDITIONS: Record<OutletSpec["condition"], { suffix: Text2; text: Text2 }> = {
  display: {
    suffix: ["Ausstellungsstück", "ex-display"],
    text: [
      "Dieses Stück stand in unserem Showroom in Hamburg. Es kann minimale Gebrauchsspuren haben, ist aber vollständig und technisch einwandfrei.",
      "This piece stood in our Hamburg showroom. It may show minimal signs of use but is complete and in perfect working order.",
    ],
  },
  returned: {
    suffix: ["Retoure, geprüft", "returned, inspected"],
    text: [
      "Ein Kunde hat diesen Artikel zurückgeschickt. Wir haben ihn geprüft, gereinigt und neu verpackt – er ist wie neu.",
      "A customer sent this item back. We inspected, cleaned and repacked it – it is as good as new.",
    ],
  },
  second: {
    suffix: ["B-Ware", "second quality"],
    text: [
      "Kleiner optischer Fehler, etwa ein Farbunterschied oder ein Kratzer an einer unauffälligen Stelle. Funktion und Garantie sind unverändert.",
      "Minor cosmetic flaw, such as a colour difference or a scratch in an inconspicuous place. Function and warranty are unaffected.",
    ],
  },
};

export const OUTLET: OutletSpec[] = [
  { source: "lund-2", colour: "sage", condition: "display", discount: 0.3 },
  { source: "fjord-3", colour: "midnight", condition: "display", discount: 0.35 },
  { source: "otto", colour: "cognac", condition: "second", discount: 0.25 },
  { source: "eske", colour: "oak", size: "d200", condition: "second", discount: 0.3 },
  { source: "sten", colour: "walnut", condition: "display", discount: 0.3 },
  { source: "svea", colour: "brass", condition: "display", discount: 0.4 },
  { source: "ada", colour: "terracotta", condition: "second", discount: 0.35 },
  { source: "fjell", colour: "forest", size: "t150", condition: "returned", discount: 0.2 },
  { source: "cocotte", colour: "midnight", condition: "second", discount: 0.3 },
  { source: "anc-700", colour: "silver", condition: "returned", discount: 0.25 },
  { source: "b2", colour: "white", condition: "returned", discount: 0.3 },
  { source: "cam-outdoor", colour: "anthracite", condition: "returned", discount: 0.3 },
];
