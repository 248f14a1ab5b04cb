import type { properties, propertyGroups, propertySelectionValues } from "#server/modules/catalog/index.ts";

export const PROPERTY = {
  giftWrap: 1,
  assembly: 2,
  stainGuard: 3,
  engraving: 4,
  giftMessage: 5,
  seatHeight: 6,
  cableLength: 7,
  threadColour: 8,
  font: 9,
  ownDesign: 10,
  initials: 11,
} as const;

export const PROPERTY_GROUPS: (typeof propertyGroups.$inferInsert)[] = [
  { id: 1, position: 0, names: { de: "Personalisierung", en: "Personalisation" } },
  { id: 2, position: 1, names: { de: "Service", en: "Service" } },
];

const names = (de: [string, string], en: [string, string]) => ({
  de: { name: de[0], description: de[1] },
  en: { name: en[0], description: en[1] },
});

/** One property of every value type; surcharges in both VAT modes (incl. and plus VAT). */
export const ORDER_PROPERTIES: (typeof properties.$inferInsert)[] = [
  {
    id: PROPERTY.giftWrap,
    groupId: 2,
    valueType: "empty",
    surchargeCents: 490,
    surchargeIncludesVat: true,
    position: 0,
    names: names(
      ["Geschenkverpackung", "In Seidenpapier und Baumwollband verpackt, ohne Preisangabe."],
      ["Gift wrapping", "Wrapped in tissue paper and cotton ribbon, without a price tag."],
    ),
  },
  {
    id: PROPERTY.assembly,
    groupId: 2,
    valueType: "empty",
    surchargeCents: 4900,
    surchargeIncludesVat: false,
    isShownAsAdditionalCosts: true,
    position: 1,
    names: names(
      ["Aufbauservice", "Unser Team baut das Möbel bei Ihnen auf und nimmt die Verpackung mit."],
      ["Assembly service", "Our team assembles the piece in your home and takes the packaging away."],
    ),
  },
  {
    id: PROPERTY.stainGuard,
    groupId: 2,
    valueType: "empty",
    isPreSelected: true,
    surchargeCents: 2900,
    surchargeIncludesVat: true,
    position: 2,
    names: names(
      ["Fleckschutz-Imprägnierung", "Wasser- und schmutzabweisende Ausrüstung des Bezugs ab Werk."],
      ["Stain protection", "Water- and dirt-repellent finish applied to the cover at the factory."],
    ),
  },
  {
    id: PROPERTY.engraving,
    groupId: 1,
    valueType: "text",
    isRequired: true,
    surchargeCents: 990,
    surchargeIncludesVat: true,
    position: 0,
    names: names(
      ["Gravurtext", "Bis zu 20 Zeichen, per Laser graviert."],
      ["Engraving text", "Up to 20 characters, laser-engraved."],
    ),
  },
  {
    id: PROPERTY.initials,
    groupId: 1,
    valueType: "text",
    isRequired: true,
    surchargeCents: 800,
    surchargeIncludesVat: true,
    position: 7,
    names: names(
      ["Initialen", "Zwei bis drei Buchstaben, von Hand gestickt."],
      ["Initials", "Two or three letters, embroidered by hand."],
    ),
  },
  {
    id: PROPERTY.giftMessage,
    groupId: 1,
    valueType: "text",
    isMultiline: true,
    position: 1,
    names: names(
      ["Grußkarte", "Ihr Text wird handschriftlich auf eine Karte aus Recyclingpapier übertragen."],
      ["Greeting card", "Your message is handwritten on a card made of recycled paper."],
    ),
  },
  {
    id: PROPERTY.seatHeight,
    groupId: 1,
    valueType: "int",
    surchargeCents: 6900,
    surchargeIncludesVat: false,
    isShownAsAdditionalCosts: true,
    position: 2,
    names: names(
      ["Sitzhöhe in cm", "Sonderanfertigung zwischen 42 und 50 cm, Standard sind 45 cm."],
      ["Seat height in cm", "Made to measure between 42 and 50 cm; standard is 45 cm."],
    ),
  },
  {
    id: PROPERTY.cableLength,
    groupId: 1,
    valueType: "float",
    surchargeCents: 500,
    surchargeIncludesVat: false,
    position: 3,
    names: names(
      ["Kabellänge in m", "Textilkabel nach Wunsch von 1,5 bis 5,0 m."],
      ["Cable length in m", "Fabric cable cut to length, 1.5 to 5.0 m."],
    ),
  },
  {
    id: PROPERTY.threadColour,
    groupId: 1,
    valueType: "selection",
    isPreSelected: true,
    position: 4,
    names: names(
      ["Garnfarbe der Stickerei", "Die Farbe des Monogramms."],
      ["Embroidery thread colour", "The colour of the monogram."],
    ),
  },
  {
    id: PROPERTY.font,
    groupId: 1,
    valueType: "selection",
    position: 5,
    names: names(["Schriftart", "Für Gravur und Stickerei."], ["Typeface", "For engraving and embroidery."]),
  },
  {
    id: PROPERTY.ownDesign,
    groupId: 1,
    valueType: "file",
    surchargeCents: 1490,
    surchargeIncludesVat: true,
    position: 6,
    acceptedFormats: ["png", "jpg", "pdf"],
    maxFileSizeBytes: 5 * 1024 * 1024,
    names: names(
      ["Eigenes Motiv", "PNG, JPG oder PDF bis 5 MB, mindestens 1500 × 1500 Pixel."],
      ["Your own design", "PNG, JPG or PDF up to 5 MB, at least 1500 × 1500 pixels."],
    ),
  },
];

const SELECTION_VALUES: [propertyId: number, de: string, en: string][] = [
  [PROPERTY.threadColour, "Gold", "Gold"],
  [PROPERTY.threadColour, "Silber", "Silver"],
  [PROPERTY.threadColour, "Naturweiß", "Natural white"],
  [PROPERTY.threadColour, "Tiefschwarz", "Deep black"],
  [PROPERTY.font, "Serifenschrift (klassisch)", "Serif (classic)"],
  [PROPERTY.font, "Groteskschrift (modern)", "Sans serif (modern)"],
  [PROPERTY.font, "Schreibschrift", "Script"],
];

export const PROPERTY_SELECTION_VALUES: (typeof propertySelectionValues.$inferInsert)[] = SELECTION_VALUES.map(
  ([propertyId, de, en], index) => ({ id: index + 1, propertyId, position: index, names: { de, en } }),
);
