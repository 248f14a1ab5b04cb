import { shop } from "./en/shop.ts";
import { account } from "./en/account.ts";
import { errorTexts } from "./en/errors.ts";
import { catalog } from "./en/catalog.ts";
import { cart } from "./en/cart.ts";

/** English messages (ICU syntax). German (de.ts) must have exactly the same keys. */
export const en = { ...shop, ...account, ...errorTexts, ...catalog, ...cart } as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof en>;
