import type { Locale } from "../constants.ts";
import { addCatalogue, catalogueOf } from "./catalogues.ts";
import { de } from "./de.ts";
import { en, type Messages } from "./en.ts";
import { TEXT_PART_NAMES } from "./text-parts.ts";

/**
 * The server's catalogues: both languages, added to the page's catalogues (catalogues.ts) when
 * this module is imported. The browser never imports it (it loads its page's language only),
 * so only server code does: server modules, the `.server.ts` modules and loaders of the app,
 * and entry.server.tsx for the render. The editor's namespaces are added to these same objects
 * when the editor chunk loads (editor-catalogue.ts, ADR 016).
 */
addCatalogue("de", de, TEXT_PART_NAMES);
addCatalogue("en", en, TEXT_PART_NAMES);

/** Both catalogues, as the server (and a test) sees them; the editor's texts once registered. */
export const catalogues: Record<Locale, Messages> = { de: catalogueOf("de"), en: catalogueOf("en") };

export { translatorFor, type Translator } from "./catalogues.ts";
