import type { attributes, attributeValues } from "#server/modules/catalog/index.ts";
import type { ColourKey, SizeKey, Text2 } from "./types.ts";

export const COLOUR_ATTRIBUTE_ID = 1;
export const SIZE_ATTRIBUTE_ID = 2;

export const ATTRIBUTES: (typeof attributes.$inferInsert)[] = [
  { id: COLOUR_ATTRIBUTE_ID, display: "color", position: 0, names: { de: "Farbe", en: "Colour" } },
  { id: SIZE_ATTRIBUTE_ID, display: "select", position: 1, names: { de: "Größe", en: "Size" } },
];

type Colour = { id: number; name: Text2; hex: string };

/** Swatch colours; the hex also paints the product in its generated image. */
export const COLOURS: Record<ColourKey, Colour> = {
  sand: { id: 1, name: ["Sand", "Sand"], hex: "#d3bf9f" },
  sage: { id: 2, name: ["Salbei", "Sage"], hex: "#9aae8c" },
  anthracite: { id: 3, name: ["Anthrazit", "Anthracite"], hex: "#43474d" },
  terracotta: { id: 4, name: ["Terrakotta", "Terracotta"], hex: "#c26a45" },
  midnight: { id: 5, name: ["Nachtblau", "Midnight blue"], hex: "#26395a" },
  cream: { id: 6, name: ["Creme", "Cream"], hex: "#ece3d2" },
  black: { id: 7, name: ["Schwarz", "Black"], hex: "#222225" },
  white: { id: 8, name: ["Weiß", "White"], hex: "#f3f2ee" },
  oak: { id: 9, name: ["Eiche natur", "Natural oak"], hex: "#c79f6e" },
  walnut: { id: 10, name: ["Nussbaum", "Walnut"], hex: "#6f4c35" },
  brass: { id: 11, name: ["Messing", "Brass"], hex: "#b99c5f" },
  rose: { id: 12, name: ["Altrosa", "Dusty pink"], hex: "#d3a49c" },
  ochre: { id: 13, name: ["Ocker", "Ochre"], hex: "#c89637" },
  lightgrey: { id: 14, name: ["Hellgrau", "Light grey"], hex: "#b9bdc0" },
  forest: { id: 15, name: ["Waldgrün", "Forest green"], hex: "#33594b" },
  silver: { id: 16, name: ["Silber", "Silver"], hex: "#c6cacd" },
  steel: { id: 17, name: ["Edelstahl", "Stainless steel"], hex: "#a8adb1" },
  cognac: { id: 18, name: ["Cognac", "Cognac"], hex: "#9a5a2f" },
};

/** mm: the footprint a size gives the variation, width and length in mm. */
type Size = { id: number; name: Text2; code: string; mm?: readonly [width: number, length: number] };

export const SIZES: Record<SizeKey, Size> = {
  c40: { id: 31, name: ["40 × 40 cm", "40 × 40 cm"], code: "40", mm: [400, 400] },
  c50: { id: 32, name: ["50 × 50 cm", "50 × 50 cm"], code: "50", mm: [500, 500] },
  c60: { id: 33, name: ["60 × 60 cm", "60 × 60 cm"], code: "60", mm: [600, 600] },
  c30x50: { id: 34, name: ["30 × 50 cm", "30 × 50 cm"], code: "3050", mm: [500, 300] },
  t130: { id: 35, name: ["130 × 170 cm", "130 × 170 cm"], code: "130", mm: [1300, 1700] },
  t150: { id: 36, name: ["150 × 200 cm", "150 × 200 cm"], code: "150", mm: [1500, 2000] },
  p20: { id: 37, name: ["Ø 20 cm", "Ø 20 cm"], code: "20", mm: [200, 200] },
  p24: { id: 38, name: ["Ø 24 cm", "Ø 24 cm"], code: "24", mm: [240, 240] },
  p28: { id: 39, name: ["Ø 28 cm", "Ø 28 cm"], code: "28", mm: [280, 280] },
  w80: { id: 40, name: ["Breite 80 cm", "Width 80 cm"], code: "W80", mm: [800, 350] },
  w120: { id: 41, name: ["Breite 120 cm", "Width 120 cm"], code: "W120", mm: [1200, 350] },
  d160: { id: 42, name: ["160 × 90 cm", "160 × 90 cm"], code: "160", mm: [1600, 900] },
  d200: { id: 43, name: ["200 × 100 cm", "200 × 100 cm"], code: "200", mm: [2000, 1000] },
  m1: { id: 44, name: ["1 m", "1 m"], code: "1M", mm: [1000, 10] },
  m2: { id: 45, name: ["2 m", "2 m"], code: "2M", mm: [2000, 10] },
};

export const ATTRIBUTE_VALUES: (typeof attributeValues.$inferInsert)[] = [
  ...Object.values(COLOURS).map((colour, position) => ({
    id: colour.id,
    attributeId: COLOUR_ATTRIBUTE_ID,
    position,
    names: { de: colour.name[0], en: colour.name[1] },
    color: colour.hex,
  })),
  ...Object.values(SIZES).map((size, position) => ({
    id: size.id,
    attributeId: SIZE_ATTRIBUTE_ID,
    position,
    names: { de: size.name[0], en: size.name[1] },
    color: null,
  })),
];
