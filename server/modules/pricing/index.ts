/** Price views (gross/net, Omnibus lowest price). Public entry: other floors and modules import only this file. */
export { priceForQuantity, priceView, type PriceRow, type PriceView } from "./price-view.ts";
