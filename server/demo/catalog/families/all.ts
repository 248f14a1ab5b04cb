import type { FamilySpec } from "../types.ts";
import { ACCESSORIES } from "./accessories.ts";
import { HEADPHONES, SPEAKERS } from "./audio.ts";
import { COOKWARE } from "./cookware.ts";
import { KITCHEN_TOOLS } from "./kitchen-tools.ts";
import { FLOOR_LAMPS, TABLE_LAMPS } from "./lighting.ts";
import { SEATING } from "./seating.ts";
import { SECURITY, SMART_LIGHTING } from "./smart-home.ts";
import { SHELVING, TABLES } from "./tables-shelving.ts";
import { CUSHIONS } from "./cushions.ts";
import { THROWS } from "./throws.ts";

/** Every product line in catalog order: the order decides the item ids, so append, do not insert. */
export const FAMILIES: readonly FamilySpec[] = [
  ...SEATING,
  ...TABLES,
  ...SHELVING,
  ...FLOOR_LAMPS,
  ...TABLE_LAMPS,
  ...CUSHIONS,
  ...THROWS,
  ...COOKWARE,
  ...KITCHEN_TOOLS,
  ...HEADPHONES,
  ...SPEAKERS,
  ...SMART_LIGHTING,
  ...SECURITY,
  ...ACCESSORIES,
];
