/** Customer address book: stored addresses, their validation and the default per kind. Public entry: other floors and modules import only this file. */
export {
  createOwnedAddress,
  deleteOwnedAddress,
  isPrimary,
  listOwnedAddresses,
  makeOwnedAddressPrimary,
  moveSessionAddresses,
  updateOwnedAddress,
  useOwnedAddressAs,
} from "./address-book.ts";
export { findOwnedAddress, snapshotOf, type AddressOwner, type AddressRow, type AddressSnapshot } from "./address.ts";
