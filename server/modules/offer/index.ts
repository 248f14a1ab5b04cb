/** Offers: the table, its store and the rules of its states. Public entry: other floors and modules import only this file. */
export { offerPropertyAnswers } from "./offer-properties.ts";
export { offers, type NewOfferRow, type OfferRow } from "./offer.table.ts";
export {
  countOffersByStatus,
  eraseCustomerOffers,
  findOffer,
  findOfferOfOrder,
  formatOfferNumber,
  insertOffer,
  listCustomerOffers,
  listOffers,
  lockOffer,
  markOfferOpened,
  offerExpired,
  updateOffer,
  variationIdsByNumber,
} from "./offers.ts";
