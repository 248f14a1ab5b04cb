/** Shipping profiles and the options for a parcel. Public entry: other floors and modules import only this file. */
export {
  ShippingError,
  chooseShippingMethod,
  shippingOptionsFor,
  type ShippingErrorKey,
  type ShippingMethod,
} from "./shipping-options.ts";
export {
  listParcelServices,
  loadShippingProfiles,
  parcelServiceOfProfile,
  type ParcelService,
} from "./shipping-profiles.ts";
export { TRACKING_NUMBER, trackingUrlFor } from "./tracking.ts";
export { parcelServices, shippingProfileCountries, shippingProfiles, shippingRates } from "./shipping.table.ts";
