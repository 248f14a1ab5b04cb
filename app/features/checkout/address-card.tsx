import type { AddressView } from "#server/operations/address.ts";

type Country = { id: number; name: string; states: { id: number; name: string }[] };

/** An address as it is written on a parcel. */
export function addressName(address: AddressView): string {
  return [address.companyName, [address.firstName, address.lastName].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
}

export function AddressLines({ address, countries }: { address: AddressView; countries: Country[] }) {
  const country = countries.find((candidate) => candidate.id === address.countryId);
  const state = country?.states.find((candidate) => candidate.id === address.stateId);
  return (
    <span className="block">
      <span className="block font-semibold">{addressName(address)}</span>
      <span className="block">
        {address.streetName} {address.houseNumber}
      </span>
      {address.addressAddition && <span className="block">{address.addressAddition}</span>}
      <span className="block">
        {address.zipCode} {address.city}
      </span>
      <span className="block">{[state?.name, country?.name].filter(Boolean).join(", ")}</span>
    </span>
  );
}
