import type { Paint } from "./paint.ts";

/**
 * A product drawn around its own origin: x centred, y = 0 on the surface it stands on,
 * upwards negative. width and height bound it, so the scene can scale and place it.
 */
export type Drawing = {
  svg: string;
  width: number;
  height: number;
  /** Small products stand on a plinth, like in a studio still life; furniture on the floor. */
  onPlinth: boolean;
};

export type DrawProduct = (paint: Paint) => Drawing;

export function rect(x: number, y: number, w: number, h: number, rx: number, fill: string, extra = ""): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;
}

export function path(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

export function stroke(d: string, colour: string, width: number, extra = ""): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;
}

/** A tapered furniture leg from the underside (y top) down to the floor. */
export function leg(x: number, top: number, width: number, fill: string, splay = 0): string {
  return path(
    `M${x - width / 2} ${top} L${x + width / 2} ${top} L${x + width * 0.3 + splay} 0 L${x - width * 0.3 + splay} 0 Z`,
    fill,
  );
}
