/** Shop design settings, the shop's identity and font files. Public entry: other floors and modules import only this file. */
export { getDesignSettings, getDesignTheme, saveDesignSettings } from "./design-settings.ts";
export { FONTS_PATH, fontFilePath, fontList } from "./font-files.ts";
export { currentShopIdentity, defaultShopIdentity, getShopIdentity, saveShopIdentity } from "./shop-identity.ts";
