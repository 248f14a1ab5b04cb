import type { Database } from "../db/client.ts";
import { sellerOf, type MailTheme, type Seller } from "../modules/mail/index.ts";
import { currentShopIdentity, getDesignSettings } from "../modules/settings/index.ts";

type IdentityConfig = Parameters<typeof currentShopIdentity>[1];

/** The seller as the shop's identity settings have it now (docs/shop-settings.md): mails and documents print it. */
export async function currentSeller(db: Database, config: IdentityConfig): Promise<Seller> {
  return sellerOf((await currentShopIdentity(db, config)).identity);
}

/** What a mail takes from the settings now: the design's primary colour and the seller. */
export async function currentMailTheme(db: Database, config: IdentityConfig): Promise<MailTheme> {
  const [design, seller] = await Promise.all([getDesignSettings(db), currentSeller(db, config)]);
  return { primaryColor: design.primaryColor, seller };
}
