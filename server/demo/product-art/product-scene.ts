import { darken, lighten, mix } from "./colour.ts";
import { ellipse, path, rect } from "./drawing.ts";

/** The art direction of one category: a room corner for living, a seamless studio sweep for tech. */
export type ScenePalette = { wall: string; floor: string; plinth: string; style: "room" | "studio" };

export const IMAGE_SIZE = 1536;
export const FLOOR_Y = 1250;
const HORIZON_Y = 1010;
const PLINTH_HEIGHT = 280;

/**
 * The wall and floor (or the studio sweep). Kept deliberately plain: rendering is paid per
 * image, and a full-canvas vignette gradient once cost as much as the rest of the scene.
 */
export function backdrop(palette: ScenePalette, seed: number): { defs: string; svg: string } {
  const wallTop = lighten(palette.wall, 0.18);
  const wallBottom = darken(palette.wall, 0.05);
  const floorFar = darken(palette.floor, 0.06);
  const floorNear = lighten(palette.floor, 0.08);
  const defs = [
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wallTop}"/><stop offset="1" stop-color="${wallBottom}"/></linearGradient>`,
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floorFar}"/><stop offset="1" stop-color="${floorNear}"/></linearGradient>`,
    `<linearGradient id="sweep" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wallTop}"/><stop offset="0.58" stop-color="${palette.wall}"/><stop offset="0.8" stop-color="${mix(palette.wall, palette.floor, 0.7)}"/><stop offset="1" stop-color="${floorNear}"/></linearGradient>`,
    `<linearGradient id="window" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.24"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>`,
    `<radialGradient id="shadow"><stop offset="0" stop-color="#1d140c" stop-opacity="0.38"/><stop offset="0.6" stop-color="#1d140c" stop-opacity="0.12"/><stop offset="1" stop-color="#1d140c" stop-opacity="0"/></radialGradient>`,
  ].join("");
  if (palette.style === "studio") {
    return { defs, svg: rect(0, 0, IMAGE_SIZE, IMAGE_SIZE, 0, "url(#sweep)") };
  }
  // Daylight falls through a window on the left; its position moves a little per image.
  const shift = (seed % 5) * 40;
  // A few floorboard joints in perspective; each full-height line costs render time, so few.
  const boards = Array.from({ length: 6 }, (_, i) => {
    const x = -380 + i * 460;
    return `<path d="M${768 + (x - 768) * 0.45} ${HORIZON_Y} L${x} ${IMAGE_SIZE}" stroke="${darken(palette.floor, 0.2)}" stroke-width="3" opacity="0.12"/>`;
  });
  return {
    defs,
    svg: [
      rect(0, 0, IMAGE_SIZE, HORIZON_Y, 0, "url(#wall)"),
      path(`M${140 + shift} 120 L${560 + shift} 120 L${760 + shift} 900 L${340 + shift} 900 Z`, "url(#window)"),
      rect(0, HORIZON_Y, IMAGE_SIZE, IMAGE_SIZE - HORIZON_Y, 0, "url(#floor)"),
      rect(0, HORIZON_Y - 34, IMAGE_SIZE, 34, 0, lighten(palette.wall, 0.3)),
      rect(0, HORIZON_Y - 4, IMAGE_SIZE, 6, 0, darken(palette.wall, 0.12), ` opacity="0.5"`),
      ...boards,
    ].join(""),
  };
}

/** A soft floor shadow plus a darker contact line where the object touches. */
export function floorShadow(x: number, y: number, width: number): string {
  return [
    ellipse(x, y, width * 0.62, width * 0.07 + 18, "url(#shadow)"),
    ellipse(x, y, width * 0.44, 10, "#1d140c", ` opacity="0.16"`),
  ].join("");
}

/** A stone plinth (front and top face) whose top surface is at y = -PLINTH_HEIGHT. */
export function plinth(width: number, palette: ScenePalette): { svg: string; top: number } {
  const w = Math.max(width * 1.25, 560);
  const top = lighten(palette.plinth, 0.16);
  return {
    top: -PLINTH_HEIGHT,
    svg: [
      floorShadow(0, 0, w),
      rect(-w / 2, -PLINTH_HEIGHT, w, PLINTH_HEIGHT, 6, palette.plinth),
      rect(-w / 2, -PLINTH_HEIGHT, w, PLINTH_HEIGHT, 6, "url(#window)", ` opacity="0.4"`),
      path(
        `M${-w / 2 + 30} ${-PLINTH_HEIGHT - 46} L${w / 2 - 30} ${-PLINTH_HEIGHT - 46} L${w / 2} ${-PLINTH_HEIGHT} L${-w / 2} ${-PLINTH_HEIGHT} Z`,
        top,
      ),
    ].join(""),
  };
}

/** Fits a width × height into a box, never blowing tiny products up past a believable size. */
export function fitScale(width: number, height: number, maxWidth: number, maxHeight: number): number {
  return Math.min(maxWidth / width, maxHeight / height, 2.3);
}

/** Styling props for the 'styled' composition: a plant in the room, geometric blocks in the studio. */
export function props(palette: ScenePalette, x: number, seed: number): string {
  if (palette.style === "studio") {
    const block = darken(palette.plinth, 0.08);
    return [
      floorShadow(x, FLOOR_Y, 260),
      rect(x - 130, FLOOR_Y - 260, 260, 260, 8, block),
      ellipse(x + 40, FLOOR_Y - 360, 100, 100, lighten(palette.plinth, 0.2)),
    ].join("");
  }
  const pot = seed % 2 === 0 ? "#c9744f" : "#e6e0d4";
  const leaves = Array.from({ length: 7 }, (_, i) => {
    const angle = -150 + i * 20;
    const rad = (angle * Math.PI) / 180;
    const tipX = x + Math.cos(rad) * 300;
    const tipY = FLOOR_Y - 420 + Math.sin(rad) * 300;
    return `<path d="M${x} ${FLOOR_Y - 380} Q${(x + tipX) / 2 + 40} ${(FLOOR_Y - 380 + tipY) / 2 - 60} ${tipX} ${tipY}" stroke="${i % 2 === 0 ? "#4f7a52" : "#628c5c"}" stroke-width="34" stroke-linecap="round" fill="none"/>`;
  });
  return [
    floorShadow(x, FLOOR_Y, 240),
    ...leaves,
    path(
      `M${x - 130} ${FLOOR_Y - 400} L${x + 130} ${FLOOR_Y - 400} L${x + 100} ${FLOOR_Y} L${x - 100} ${FLOOR_Y} Z`,
      pot,
    ),
  ].join("");
}
