import { useState } from "react";
import { useRevalidator } from "react-router";
import { ADDRESS_TYPE } from "#common/constants.ts";
import type { PickupStation, PickupStationAddress } from "#common/preferred-delivery-views.ts";
import type { CheckoutView } from "#server/operations/checkout.ts";
import { ApiError } from "~/lib/api-client.ts";
import { useApi } from "~/lib/api.tsx";
import { useT } from "~/lib/i18n.tsx";
import {
  PickupStationFinder,
  type PickupStationChooseOutcome,
  type PickupStationQuery,
  type PickupStationSearchOutcome,
} from "./pickup-station-finder.tsx";
import { usePickupStationCalls } from "./pickup-station-calls.ts";

function failure(error: unknown): { error: string; fields?: Record<string, string> } {
  if (!(error instanceof ApiError)) throw error;
  return { error: error.serverMessage ?? error.message, ...(error.fields && { fields: error.fields }) };
}

/** Whose name goes on the parcel: the chosen shipping address's, else the billing one's, else any. */
function nameSource(checkout: CheckoutView) {
  const all = [...checkout.addresses.shipping, ...checkout.addresses.billing];
  return (
    all.find((address) => address.id === checkout.shippingAddressId && address.postNumber === "") ??
    all.find((address) => address.id === checkout.billingAddressId) ??
    all.find((address) => address.postNumber === "")
  );
}

/**
 * The pickup-station finder in the shipping address section (docs/preferred-delivery.md):
 * the chosen station's parcel address (post number checked by the server) is saved as a new
 * shipping address in the shopper's name and chosen for the checkout; the billing address
 * stays the home address (`onSeparateBilling` shows the billing section). The loader then
 * reloads, so the address list, the preferred-delivery options and the totals follow.
 */
export function PickupStationMount({
  checkout,
  onSeparateBilling,
}: {
  checkout: CheckoutView;
  onSeparateBilling: () => void;
}) {
  const api = useApi();
  const t = useT();
  const calls = usePickupStationCalls();
  const revalidator = useRevalidator();
  // The setting travels with every search answer; the server checks the post number anyway.
  const [postNumberRequired, setPostNumberRequired] = useState(true);
  const [chosen, setChosen] = useState<PickupStationAddress | null>(null);
  const home = nameSource(checkout);
  const germany = checkout.countries.find((country) => country.isoCode2 === "DE");

  async function search(query: PickupStationQuery): Promise<PickupStationSearchOutcome> {
    try {
      const answer = await api.call("getPickupStations", query);
      setPostNumberRequired(answer.postNumberRequired);
      return { stations: answer.stations };
    } catch (error) {
      if (error instanceof ApiError && error.key === "pickupStationNoResult") return { stations: [] };
      return failure(error);
    }
  }

  async function choose(station: PickupStation, postNumber: string): Promise<PickupStationChooseOutcome> {
    if (!home || !germany) return { error: t("pickupMount.addressFirst") };
    const parcel = await calls.address(station, postNumber);
    if (!("ok" in parcel)) return parcel;
    const { address } = parcel;
    try {
      const saved = await api.call("createAddress", {
        typeId: ADDRESS_TYPE.shipping,
        address: {
          companyName: home.companyName,
          firstName: home.firstName,
          lastName: home.lastName,
          streetName: address.streetName,
          houseNumber: address.houseNumber,
          zipCode: address.zipCode,
          city: address.city,
          countryId: germany.id,
          // The station's address, not the shopper's: no state (DHL needs none; the server drops one).
          stateId: null,
          postNumber: address.postNumber,
        },
      });
      // Billing stays where it was: a Packstation is no invoice address.
      if (checkout.billingAddressId === null) {
        await api.call("setCheckoutAddress", { typeId: ADDRESS_TYPE.billing, addressId: home.id });
      }
      await api.call("setCheckoutAddress", { typeId: ADDRESS_TYPE.shipping, addressId: saved.id });
    } catch (error) {
      // The dialog shows field errors only for the post number: anything else as one message.
      return { error: failure(error).error };
    }
    setChosen(address);
    onSeparateBilling();
    await revalidator.revalidate();
    return { ok: true };
  }

  return (
    <div className="mt-4 border-t border-neutral-300 pt-4">
      <PickupStationFinder
        postNumberRequired={postNumberRequired}
        chosen={chosen}
        initialZip={home?.zipCode}
        onSearch={search}
        onChoose={choose}
      />
    </div>
  );
}
