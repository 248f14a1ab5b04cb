import { de } from "../de.ts";
import { pickPart } from "../text-parts.ts";

/** The blocks' texts of the browser's de catalogue (common/i18n/text-parts.ts, ADR 029). */
export const texts = pickPart(de, "blocks");
