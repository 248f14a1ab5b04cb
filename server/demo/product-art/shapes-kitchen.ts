import { ellipse, path, rect, stroke, type DrawProduct } from "./drawing.ts";

const pot: DrawProduct = (p) => ({
  width: 640,
  height: 470,
  onPlinth: true,
  svg: [
    rect(-330, -330, 90, 34, 17, p.dark),
    rect(240, -330, 90, 34, 17, p.dark),
    path("M-250 -360 L250 -360 L250 -70 C250 -20 210 0 160 0 L-160 0 C-210 0 -250 -20 -250 -70 Z", p.round),
    ellipse(0, -362, 262, 46, p.metal),
    ellipse(0, -380, 240, 40, p.dark),
    ellipse(0, -392, 240, 40, p.light),
    path("M-40 -400 C-40 -470 40 -470 40 -400 Z", p.metal),
    ellipse(-90, -395, 110, 12, "#ffffff", ` opacity="0.3"`),
  ].join(""),
});

const pan: DrawProduct = (p) => ({
  width: 980,
  height: 250,
  onPlinth: true,
  svg: [
    path("M200 -150 L470 -190 C490 -193 500 -170 480 -160 L215 -110 Z", p.wood),
    path("M-330 -180 L330 -180 L290 -30 C280 -10 260 0 230 0 L-230 0 C-260 0 -280 -10 -290 -30 Z", p.round),
    ellipse(0, -180, 330, 60, p.metal),
    ellipse(0, -176, 300, 50, p.deep),
    ellipse(-60, -185, 160, 18, "#ffffff", ` opacity="0.08"`),
  ].join(""),
});

const knife: DrawProduct = (p) => ({
  width: 980,
  height: 200,
  onPlinth: true,
  svg: [
    rect(-490, -110, 980, 110, 30, p.wood),
    rect(-470, -112, 940, 14, 7, "#ffffff", ` opacity="0.18"`),
    path("M-400 -150 L170 -160 L170 -120 L-330 -118 C-370 -120 -395 -132 -400 -150 Z", p.metal),
    rect(170, -166, 260, 50, 20, p.body),
    ...[230, 300, 370].map((x) => ellipse(x, -141, 7, 7, p.metal)),
  ].join(""),
});

const utensils: DrawProduct = (p) => ({
  width: 440,
  height: 780,
  onPlinth: true,
  svg: [
    stroke("M-60 -380 L-150 -760", "#c49a68", 24),
    ellipse(-160, -770, 40, 70, "#c49a68", ` transform="rotate(-13 -160 -770)"`),
    stroke("M20 -380 L40 -730", "#8f969b", 14),
    path(
      "M40 -730 C-30 -760 10 -860 45 -860 C80 -860 120 -760 40 -730 Z",
      "none",
      ` stroke="#8f969b" stroke-width="8"`,
    ),
    stroke("M80 -380 L170 -700", "#3a3a3c", 22),
    rect(130, -760, 110, 90, 14, "#3a3a3c", ` transform="rotate(16 185 -715)"`),
    path("M-170 -400 L170 -400 L150 -40 C148 -15 130 0 100 0 L-100 0 C-130 0 -148 -15 -150 -40 Z", p.round),
    ellipse(0, -400, 170, 30, p.dark),
  ].join(""),
});

const board: DrawProduct = (p) => ({
  width: 560,
  height: 860,
  onPlinth: true,
  svg: [
    path(
      "M-250 -700 C-250 -740 -220 -760 -180 -760 L-60 -760 L-60 -800 C-60 -860 60 -860 60 -800 L60 -760 L180 -760 C220 -760 250 -740 250 -700 L250 -40 C250 -15 230 0 200 0 L-200 0 C-230 0 -250 -15 -250 -40 Z",
      p.body,
    ),
    ellipse(0, -805, 22, 22, p.deep),
    ...[-150, -40, 80, 170].map((x) =>
      stroke(`M${x} -700 C${x + 20} -500 ${x - 20} -300 ${x + 10} -60`, p.dark, 4, ` opacity="0.3"`),
    ),
    rect(262, -700, 14, 700, 7, p.dark),
  ].join(""),
});

const mill: DrawProduct = (p) => ({
  width: 240,
  height: 700,
  onPlinth: true,
  svg: [
    path(
      "M-95 0 L95 0 C100 -120 62 -200 62 -300 C62 -420 105 -480 105 -560 C105 -625 62 -655 0 -655 C-62 -655 -105 -625 -105 -560 C-105 -480 -62 -420 -62 -300 C-62 -200 -100 -120 -95 0 Z",
      p.round,
    ),
    rect(-64, -318, 128, 26, 6, p.metal),
    rect(-16, -700, 32, 50, 10, p.metal),
    ellipse(0, -704, 26, 12, p.metal),
    rect(-70, -600, 22, 260, 11, "#ffffff", ` opacity="0.16"`),
  ].join(""),
});

const jars: DrawProduct = (p) => ({
  width: 720,
  height: 620,
  onPlinth: true,
  svg: [
    ...[
      [-220, 520],
      [40, 620],
      [270, 400],
    ].map(([x = 0, h = 0]) =>
      [
        rect(x - 110, -h, 220, h, 36, p.glass),
        rect(x - 100, -h * 0.7, 200, h * 0.7 - 12, 28, p.base, ` opacity="0.75"`),
        rect(x - 118, -h - 60, 236, 70, 18, p.wood),
        rect(x - 80, -h + 30, 24, h - 80, 12, "#ffffff", ` opacity="0.35"`),
      ].join(""),
    ),
  ].join(""),
});

export const KITCHEN_SHAPES = {
  pot,
  pan,
  knife,
  utensils,
  "cutting-board": board,
  mill,
  jars,
} satisfies Record<string, DrawProduct>;
