import { ellipse, path, rect, stroke, type DrawProduct } from "./drawing.ts";

const headphones: DrawProduct = (p) => ({
  width: 640,
  height: 700,
  onPlinth: true,
  svg: [
    stroke("M-250 -300 C-270 -760 270 -760 250 -300", p.dark, 46),
    stroke("M-250 -300 C-270 -760 270 -760 250 -300", p.base, 30),
    stroke("M-200 -560 C-120 -660 120 -660 200 -560", p.deep, 26, ` opacity="0.6"`),
    ...[-1, 1].map((side) =>
      [
        rect(side * 250 - 80, -400, 160, 300, 70, p.body),
        rect(side * 250 - (side < 0 ? -40 : 80), -380, 40, 260, 20, p.deep),
        rect(side * 250 - 6, -460, 12, 70, 6, p.metal),
      ].join(""),
    ),
    ellipse(-250, -250, 30, 60, "#ffffff", ` opacity="0.15"`),
  ].join(""),
});

const earbuds: DrawProduct = (p) => ({
  width: 480,
  height: 300,
  onPlinth: true,
  svg: [
    rect(-200, -280, 400, 270, 120, p.body),
    stroke("M-196 -170 L196 -170", p.dark, 4),
    ellipse(0, -110, 12, 12, "#7be38f"),
    ...[-1, 1].map((side) =>
      [rect(side * 110 - 16, -70, 32, 70, 16, p.base), ellipse(side * 110, -80, 52, 46, p.body)].join(""),
    ),
  ].join(""),
});

const speaker: DrawProduct = (p) => ({
  width: 440,
  height: 700,
  onPlinth: true,
  svg: [
    rect(-220, -700, 440, 700, 36, p.body),
    rect(-200, -680, 400, 660, 26, p.dark, ` opacity="0.55"`),
    ellipse(0, -560, 56, 56, "#1d1d1f"),
    ellipse(0, -560, 30, 30, p.metal),
    ellipse(0, -260, 160, 160, "#1d1d1f"),
    ellipse(0, -260, 120, 120, "#2b2b2e"),
    ellipse(0, -260, 46, 46, p.metal),
  ].join(""),
});

const portableSpeaker: DrawProduct = (p) => ({
  width: 700,
  height: 320,
  onPlinth: true,
  svg: [
    rect(-320, -300, 640, 280, 140, p.body),
    ...Array.from({ length: 7 }, (_, i) =>
      stroke(`M${-220 + i * 73} -272 L${-220 + i * 73} -48`, p.dark, 6, ` opacity="0.25"`),
    ),
    ellipse(-320, -160, 40, 140, p.dark),
    ellipse(320, -160, 40, 140, p.dark),
    rect(-90, -330, 180, 40, 20, p.accent),
    stroke("M330 -220 C420 -220 430 -90 340 -90", p.deep, 14),
  ].join(""),
});

const soundbar: DrawProduct = (p) => ({
  width: 1240,
  height: 200,
  onPlinth: true,
  svg: [
    rect(-610, -180, 1220, 170, 70, p.body),
    rect(-580, -160, 1160, 120, 56, p.dark, ` opacity="0.55"`),
    ...Array.from({ length: 24 }, (_, i) => ellipse(-540 + i * 47, -100, 6, 6, p.deep)),
    ellipse(0, -170, 40, 6, "#ffffff", ` opacity="0.5"`),
  ].join(""),
});

const bulb: DrawProduct = (p) => ({
  width: 360,
  height: 560,
  onPlinth: true,
  svg: [
    ellipse(0, -400, 300, 280, p.glow),
    path(
      "M-70 -200 C-70 -260 -160 -300 -160 -400 C-160 -490 -90 -560 0 -560 C90 -560 160 -490 160 -400 C160 -300 70 -260 70 -200 Z",
      p.glass,
    ),
    path(
      "M-70 -200 C-70 -260 -160 -300 -160 -400 C-160 -490 -90 -560 0 -560 C90 -560 160 -490 160 -400 C160 -300 70 -260 70 -200 Z",
      p.base,
      ` opacity="0.35"`,
    ),
    ...[0, 1, 2, 3].map((i) => rect(-72, -200 + i * 40, 144, 34, 14, p.metal)),
    path("M-40 -40 L40 -40 L20 0 L-20 0 Z", "#3a3a3c"),
  ].join(""),
});

const lightStrip: DrawProduct = (p) => ({
  width: 900,
  height: 420,
  onPlinth: true,
  svg: [
    stroke("M-420 -80 C-260 -420 -120 40 40 -260 S320 -60 420 -380", p.base, 70, ` opacity="0.35"`),
    stroke("M-420 -80 C-260 -420 -120 40 40 -260 S320 -60 420 -380", p.light, 26),
    stroke("M-420 -80 C-260 -420 -120 40 40 -260 S320 -60 420 -380", "#ffffff", 8, ` stroke-dasharray="4 22"`),
    rect(-470, -110, 90, 60, 14, "#2b2b2e"),
  ].join(""),
});

const smartPlug: DrawProduct = (p) => ({
  width: 300,
  height: 360,
  onPlinth: true,
  svg: [
    rect(-150, -360, 300, 300, 70, p.body),
    ellipse(0, -210, 96, 96, p.light),
    ellipse(-36, -210, 14, 14, p.deep),
    ellipse(36, -210, 14, 14, p.deep),
    rect(-60, -60, 120, 60, 16, p.dark),
    ellipse(100, -320, 9, 9, "#4cc9f0"),
  ].join(""),
});

const camera: DrawProduct = (p) => ({
  width: 420,
  height: 520,
  onPlinth: true,
  svg: [
    ellipse(0, -14, 130, 22, p.dark),
    rect(-22, -200, 44, 190, 14, p.metal),
    rect(-190, -500, 380, 320, 130, p.body),
    ellipse(20, -340, 110, 110, "#1b1c1f"),
    ellipse(20, -340, 62, 62, "#26344a"),
    ellipse(0, -362, 20, 14, "#ffffff", ` opacity="0.6"`),
    ellipse(-130, -440, 10, 10, "#ef4444"),
  ].join(""),
});

const doorbell: DrawProduct = (p) => ({
  width: 220,
  height: 620,
  onPlinth: true,
  svg: [
    rect(-110, -620, 220, 620, 90, p.body),
    ellipse(0, -500, 62, 62, "#1b1c1f"),
    ellipse(0, -500, 30, 30, "#26344a"),
    ellipse(0, -160, 70, 70, p.light),
    ellipse(0, -160, 70, 70, "none", ` stroke="#60a5fa" stroke-width="10"`),
  ].join(""),
});

const charger: DrawProduct = (p) => ({
  width: 640,
  height: 360,
  onPlinth: true,
  svg: [
    stroke("M60 -60 C260 -40 330 -200 200 -240 C60 -280 60 -120 260 -110 C430 -100 440 -240 300 -300", p.base, 20),
    rect(-300, -340, 300, 340, 60, p.body),
    rect(-200, -380, 40, 50, 8, p.metal),
    rect(-140, -380, 40, 50, 8, p.metal),
    ellipse(-150, -130, 46, 16, p.dark),
  ].join(""),
});

const cable: DrawProduct = (p) => ({
  width: 700,
  height: 320,
  onPlinth: true,
  svg: [
    ...[0, 1, 2, 3].map((i) =>
      ellipse(0, -150, 300 - i * 18, 120 - i * 8, "none", ` stroke="${p.base}" stroke-width="20"`),
    ),
    ellipse(0, -150, 300, 120, "none", ` stroke="${p.light}" stroke-width="6" opacity="0.6"`),
    rect(260, -60, 130, 50, 14, p.dark),
    rect(385, -50, 40, 30, 6, p.metal),
    rect(-390, -240, 130, 50, 14, p.dark),
  ].join(""),
});

const powerBank: DrawProduct = (p) => ({
  width: 360,
  height: 600,
  onPlinth: true,
  svg: [
    rect(-160, -600, 320, 600, 60, p.body),
    rect(-150, -590, 40, 580, 20, "#ffffff", ` opacity="0.18"`),
    ...[0, 1, 2, 3].map((i) => ellipse(-48 + i * 32, -90, 9, 9, i < 3 ? "#7be38f" : p.dark)),
  ].join(""),
});

const stand: DrawProduct = (p) => ({
  width: 520,
  height: 620,
  onPlinth: true,
  svg: [
    path("M-220 0 L220 0 L200 -40 L-200 -40 Z", p.metal),
    path("M-60 -40 L30 -40 L-60 -560 L-150 -560 Z", p.metal),
    rect(-260, -620, 330, 520, 28, "#1f2124", ` transform="rotate(-10 -95 -360)"`),
    rect(-240, -600, 290, 480, 18, p.base, ` transform="rotate(-10 -95 -360)" opacity="0.85"`),
  ].join(""),
});

export const TECH_SHAPES = {
  headphones,
  earbuds,
  speaker,
  "portable-speaker": portableSpeaker,
  soundbar,
  bulb,
  "light-strip": lightStrip,
  "smart-plug": smartPlug,
  camera,
  doorbell,
  charger,
  cable,
  "power-bank": powerBank,
  stand,
} satisfies Record<string, DrawProduct>;
