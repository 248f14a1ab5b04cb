import type { Messages } from "./en.ts";
import { shop } from "./de/shop.ts";
import { account } from "./de/account.ts";
import { errorTexts } from "./de/errors.ts";
import { catalog } from "./de/catalog.ts";
import { cart } from "./de/cart.ts";

/** Deutsche Texte (ICU-Syntax). Gleiche Schlüssel wie en.ts. */
export const de: Messages = { ...shop, ...account, ...errorTexts, ...catalog, ...cart };
