import { ellipse, leg, path, rect, stroke, type DrawProduct } from "./drawing.ts";

const sofa: DrawProduct = (p) => ({
  width: 1120,
  height: 560,
  onPlinth: false,
  svg: [
    leg(-470, -70, 30, p.wood, -8),
    leg(470, -70, 30, p.wood, 8),
    rect(-500, -540, 1000, 330, 70, p.body),
    ...[-330, 0, 330].map((x) => rect(x - 160, -500, 320, 230, 60, p.light, ` opacity="0.9"`)),
    rect(-525, -280, 1050, 215, 44, p.body),
    ...[-280, 0, 280].map((x) => rect(x - 138, -318, 276, 110, 36, p.base)),
    ...[-140, 140].map((x) => stroke(`M${x} -300 L${x} -215`, p.dark, 4, ` opacity="0.5"`)),
    rect(-560, -420, 140, 355, 62, p.body),
    rect(420, -420, 140, 355, 62, p.body),
    rect(-560, -420, 140, 40, 20, p.light, ` opacity="0.5"`),
    rect(420, -420, 140, 40, 20, p.light, ` opacity="0.5"`),
  ].join(""),
});

const armchair: DrawProduct = (p) => ({
  width: 720,
  height: 760,
  onPlinth: false,
  svg: [
    leg(-270, -130, 30, p.wood, -26),
    leg(270, -130, 30, p.wood, 26),
    path("M-290 -300 C-300 -620 -240 -760 0 -760 C240 -760 300 -620 290 -300 Z", p.body),
    rect(-250, -660, 500, 300, 120, p.light, ` opacity="0.45"`),
    rect(-330, -330, 660, 210, 48, p.body),
    rect(-250, -380, 500, 110, 40, p.base),
    rect(-360, -470, 120, 340, 56, p.body),
    rect(240, -470, 120, 340, 56, p.body),
  ].join(""),
});

const coffeeTable: DrawProduct = (p) => ({
  width: 940,
  height: 430,
  onPlinth: false,
  svg: [
    leg(-330, -380, 34, p.dark, -30),
    leg(330, -380, 34, p.dark, 30),
    leg(-150, -370, 30, p.deep, -10),
    leg(150, -370, 30, p.deep, 10),
    ellipse(0, -372, 470, 72, p.dark),
    ellipse(0, -392, 470, 72, p.body),
    ellipse(-90, -402, 260, 30, "#ffffff", ` opacity="0.12"`),
  ].join(""),
});

const diningTable: DrawProduct = (p) => ({
  width: 1240,
  height: 640,
  onPlinth: false,
  svg: [
    rect(-520, -590, 44, 560, 8, p.dark),
    rect(476, -590, 44, 560, 8, p.dark),
    path("M-560 -640 L560 -640 L620 -596 L-620 -596 Z", p.light),
    rect(-620, -598, 1240, 46, 6, p.body),
    rect(-590, -556, 50, 556, 8, p.body),
    rect(540, -556, 50, 556, 8, p.body),
    rect(-560, -552, 1120, 18, 4, p.deep, ` opacity="0.35"`),
  ].join(""),
});

const sideTable: DrawProduct = (p) => ({
  width: 460,
  height: 560,
  onPlinth: false,
  svg: [
    ellipse(0, -10, 150, 26, p.dark),
    rect(-22, -520, 44, 510, 10, p.round),
    ellipse(0, -530, 230, 44, p.dark),
    ellipse(0, -546, 230, 44, p.body),
  ].join(""),
});

const bookshelf: DrawProduct = (p) => {
  const books = ["#8a4f3b", "#d6c5a4", "#2f4a5e", "#b88a44", "#5d6b4f", "#e9e1d3", "#7b3f52"];
  const shelves = [-920, -690, -460, -230];
  const rows = shelves.map((top, row) =>
    Array.from({ length: 5 + (row % 2) }, (_, i) => {
      const height = 120 + ((i * 37 + row * 53) % 70);
      const x = -330 + i * 52 + (row % 2) * 190;
      return rect(x, top + 200 - height, 44, height, 4, books[(i + row * 2) % books.length] ?? "#999");
    }).join(""),
  );
  return {
    width: 820,
    height: 1000,
    onPlinth: false,
    svg: [
      rect(-410, -1000, 820, 1000, 10, p.body),
      rect(-380, -970, 760, 940, 4, p.deep, ` opacity="0.55"`),
      ...shelves.map((top) => rect(-390, top + 200, 780, 26, 3, p.light)),
      ...rows,
      ellipse(230, -795, 70, 16, p.deep, ` opacity="0.4"`),
      path("M180 -860 L280 -860 L262 -770 L198 -770 Z", "#e8e2d6"),
      path(
        "M230 -860 C200 -960 150 -990 120 -1000 M230 -860 C260 -950 300 -980 330 -985",
        "none",
        ` stroke="#5f7d55" stroke-width="10"`,
      ),
    ].join(""),
  };
};

const sideboard: DrawProduct = (p) => ({
  width: 1180,
  height: 700,
  onPlinth: false,
  svg: [
    leg(-500, -120, 28, p.dark, -10),
    leg(500, -120, 28, p.dark, 10),
    rect(-570, -520, 1140, 400, 14, p.body),
    ...[-380, 0, 380].map((x) => rect(x - 180, -500, 360, 360, 6, p.base, ` stroke="${p.line}" stroke-width="3"`)),
    ...[-380, 0, 380].map((x) => rect(x - 40, -340, 80, 10, 5, p.dark)),
    path("M-360 -520 L-300 -700 L-240 -700 L-180 -520 Z", "#e7dfd1"),
    rect(200, -580, 260, 60, 6, "#3f5366"),
    rect(220, -620, 230, 40, 6, "#c9a76a"),
  ].join(""),
});

const floorLamp: DrawProduct = (p) => ({
  width: 520,
  height: 1180,
  onPlinth: false,
  svg: [
    ellipse(0, -880, 420, 300, p.glow),
    ellipse(0, -12, 170, 30, p.deep),
    rect(-10, -950, 20, 940, 8, p.metal),
    path("M-130 -1180 L130 -1180 L240 -930 L-240 -930 Z", p.body),
    ellipse(0, -930, 240, 26, p.dark),
    ellipse(0, -934, 200, 18, "#fff2cf", ` opacity="0.9"`),
  ].join(""),
});

const arcLamp: DrawProduct = (p) => ({
  width: 980,
  height: 1150,
  onPlinth: false,
  svg: [
    ellipse(330, -520, 300, 260, p.glow),
    rect(-430, -90, 180, 90, 12, "#e4e0d9"),
    stroke("M-340 -90 C-340 -1150 300 -1250 330 -760", "#b7bcc0", 22),
    path("M210 -760 C210 -860 450 -860 450 -760 Z", p.body),
    ellipse(330, -760, 120, 18, "#fff2cf"),
  ].join(""),
});

const tableLamp: DrawProduct = (p) => ({
  width: 460,
  height: 640,
  onPlinth: true,
  svg: [
    ellipse(0, -420, 330, 260, p.glow),
    path("M-70 0 C-170 -60 -180 -250 -50 -330 L50 -330 C180 -250 170 -60 70 0 Z", p.round),
    rect(-8, -400, 16, 80, 4, p.metal),
    path("M-140 -640 L140 -640 L220 -390 L-220 -390 Z", "#efe7d8"),
    path("M-140 -640 L140 -640 L220 -390 L-220 -390 Z", p.base, ` opacity="0.25"`),
    ellipse(0, -390, 220, 20, "#fff3d2", ` opacity="0.85"`),
  ].join(""),
});

const domeLamp: DrawProduct = (p) => ({
  width: 480,
  height: 560,
  onPlinth: true,
  svg: [
    ellipse(0, -340, 330, 240, p.glow),
    ellipse(0, -8, 130, 22, p.dark),
    rect(-14, -340, 28, 330, 10, p.round),
    path("M-240 -330 C-240 -600 240 -600 240 -330 Z", p.body),
    ellipse(0, -330, 240, 24, "#fff3d2", ` opacity="0.9"`),
  ].join(""),
});

const pillow = (x: number, size: number, fill: string, seam: string): string => {
  const h = size / 2;
  const pinch = size * 0.07;
  return [
    path(
      `M${x - h} ${-size} Q${x} ${-size + pinch * 1.6} ${x + h} ${-size} Q${x + h - pinch * 1.6} ${-h} ${x + h} 0 Q${x} ${-pinch * 1.6} ${x - h} 0 Q${x - h + pinch * 1.6} ${-h} ${x - h} ${-size} Z`,
      fill,
    ),
    stroke(
      `M${x - h + 30} ${-size + 26} Q${x} ${-size + pinch * 1.6 + 8} ${x + h - 30} ${-size + 26}`,
      seam,
      5,
      ` opacity="0.45"`,
    ),
    ellipse(x - size * 0.12, -size * 0.6, size * 0.26, size * 0.2, "#ffffff", ` opacity="0.1"`),
  ].join("");
};

const cushion: DrawProduct = (p) => ({
  width: 700,
  height: 520,
  onPlinth: true,
  svg: [pillow(-120, 500, p.dark, p.deep), pillow(110, 440, p.body, p.light)].join(""),
});

const throwBlanket: DrawProduct = (p) => ({
  width: 760,
  height: 380,
  onPlinth: true,
  svg: [
    ...[0, 1, 2].map((i) => rect(-360 + i * 6, -120 - i * 120, 720 - i * 12, 124, 46, i === 1 ? p.base : p.body)),
    ...[0, 1, 2].map((i) => stroke(`M-300 ${-60 - i * 120} L300 ${-60 - i * 120}`, p.accent, 10, ` opacity="0.55"`)),
    ...Array.from({ length: 12 }, (_, i) => stroke(`M${362 + (i % 3)} ${-345 + i * 27} l28 4`, p.dark, 5)),
  ].join(""),
});

export const LIVING_SHAPES = {
  sofa,
  armchair,
  "coffee-table": coffeeTable,
  "dining-table": diningTable,
  "side-table": sideTable,
  bookshelf,
  sideboard,
  "floor-lamp": floorLamp,
  "arc-lamp": arcLamp,
  "table-lamp": tableLamp,
  "dome-lamp": domeLamp,
  cushion,
  throw: throwBlanket,
} satisfies Record<string, DrawProduct>;
