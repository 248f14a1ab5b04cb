import { brightness, darken, lighten, mix } from "./colour.ts";

/**
 * Everything a product drawing needs to colour itself: flat tones of the product colour and
 * references to gradients defined once per drawn product (ids carry its index, so a bundle
 * shot with three products in three colours does not mix them up).
 */
export type Paint = {
  base: string;
  light: string;
  dark: string;
  deep: string;
  /** Vertical light-to-dark gradient: soft top light. */
  body: string;
  /** Horizontal dark-light-dark gradient: cylinders and rounded sides. */
  round: string;
  metal: string;
  wood: string;
  glass: string;
  glow: string;
  accent: string;
  line: string;
};

const STEEL = "#b7bcc0";
const BRASS = "#c2a464";
const OAK = "#c49a68";

export function paintFor(index: number, base: string, accent: string): { paint: Paint; defs: string } {
  const id = (name: string) => `${name}${index}`;
  const light = lighten(base, 0.28);
  const dark = darken(base, 0.3);
  const deep = darken(base, 0.55);
  const metalBase = brightness(accent) > 150 && accent !== "#ffffff" ? BRASS : STEEL;
  const defs = [
    `<linearGradient id="${id("body")}" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.55" stop-color="${base}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`,
    `<linearGradient id="${id("round")}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${dark}"/><stop offset="0.38" stop-color="${light}"/><stop offset="0.7" stop-color="${base}"/><stop offset="1" stop-color="${deep}"/></linearGradient>`,
    `<linearGradient id="${id("metal")}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${darken(metalBase, 0.35)}"/><stop offset="0.45" stop-color="${lighten(metalBase, 0.55)}"/><stop offset="1" stop-color="${darken(metalBase, 0.25)}"/></linearGradient>`,
    `<linearGradient id="${id("wood")}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(OAK, 0.15)}"/><stop offset="1" stop-color="${darken(OAK, 0.2)}"/></linearGradient>`,
    `<linearGradient id="${id("glass")}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="1" stop-color="${mix(base, "#ffffff", 0.6)}" stop-opacity="0.55"/></linearGradient>`,
    `<radialGradient id="${id("glow")}"><stop offset="0" stop-color="#fff6d8" stop-opacity="0.95"/><stop offset="0.5" stop-color="#ffd98a" stop-opacity="0.35"/><stop offset="1" stop-color="#ffd98a" stop-opacity="0"/></radialGradient>`,
  ].join("");
  return {
    defs,
    paint: {
      base,
      light,
      dark,
      deep,
      body: `url(#${id("body")})`,
      round: `url(#${id("round")})`,
      metal: `url(#${id("metal")})`,
      wood: `url(#${id("wood")})`,
      glass: `url(#${id("glass")})`,
      glow: `url(#${id("glow")})`,
      accent,
      line: darken(base, brightness(base) > 200 ? 0.18 : 0.42),
    },
  };
}
