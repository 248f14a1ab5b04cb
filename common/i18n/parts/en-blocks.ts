import { en } from "../en.ts";
import { pickPart } from "../text-parts.ts";

/** The blocks' texts of the browser's en catalogue (common/i18n/text-parts.ts, ADR 029). */
export const texts = pickPart(en, "blocks");
