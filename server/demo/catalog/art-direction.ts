import type { ScenePalette } from "#server/demo/product-art/product-scene.ts";

type Direction = { palette: ScenePalette; accent: string };

const LIVING: Direction = {
  palette: { wall: "#ece4d8", floor: "#c9b293", plinth: "#ddd5c8", style: "room" },
  accent: "#c89637",
};
const LIGHTING: Direction = {
  palette: { wall: "#e4dacd", floor: "#bea688", plinth: "#d8cfc2", style: "room" },
  accent: "#b99c5f",
};
const TEXTILES: Direction = {
  palette: { wall: "#efe5df", floor: "#d1bfaa", plinth: "#e2d6ca", style: "room" },
  accent: "#c26a45",
};
const KITCHEN: Direction = {
  palette: { wall: "#e2e7dc", floor: "#c6cdbd", plinth: "#d3d8cb", style: "studio" },
  accent: "#9aae8c",
};
const AUDIO: Direction = {
  palette: { wall: "#e3e8ee", floor: "#cbd3dc", plinth: "#c9d1da", style: "studio" },
  accent: "#26395a",
};
const SMART: Direction = {
  palette: { wall: "#e8e5ef", floor: "#d0ccdb", plinth: "#d8d3e2", style: "studio" },
  accent: "#7c6fb0",
};
const ACCESSORIES: Direction = {
  palette: { wall: "#ebe7e0", floor: "#d4cec4", plinth: "#dcd6cc", style: "studio" },
  accent: "#43474d",
};

/**
 * One art direction per department, so a category page reads as one photo shoot: warm
 * rooms for living, a seamless studio sweep in the department's tint for kitchen and tech.
 */
const BY_CATEGORY: Record<number, Direction> = {
  11: LIVING,
  12: LIVING,
  13: LIVING,
  14: LIVING,
  15: LIGHTING,
  16: LIGHTING,
  17: LIGHTING,
  18: TEXTILES,
  19: TEXTILES,
  20: TEXTILES,
  21: KITCHEN,
  22: KITCHEN,
  23: KITCHEN,
  25: AUDIO,
  26: AUDIO,
  27: AUDIO,
  28: SMART,
  29: SMART,
  30: SMART,
  31: ACCESSORIES,
};

export function artDirection(categoryId: number): Direction {
  return BY_CATEGORY[categoryId] ?? LIVING;
}
