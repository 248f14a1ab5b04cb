import { Link } from "react-router";
import type { AddressView } from "#server/operations/address.ts";
import { Button, buttonClass } from "~/components/ui/button.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useT } from "~/lib/i18n.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { addressName } from "./address-card.tsx";
import { editSearch } from "./address-editing.ts";
import type { useCheckoutFetcher } from "./use-checkout-fetcher.tsx";

/** The id of an address's delete form (the cards sit inside the choose form; forms do not nest). */
const deleteFormId = (prefix: string, addressId: number) => `${prefix}-delete-${addressId}`;

/**
 * An address card's Edit and Delete. Edit opens the form in the page with JavaScript; before
 * that it is a link to the page with that form open (`?edit=`). Delete submits the address's
 * own delete form (DeleteAddressForms), with or without JavaScript.
 */
export function AddressCardActions({
  typeId,
  address,
  formPrefix,
  deleting,
  onEdit,
}: {
  typeId: 1 | 2;
  address: AddressView;
  formPrefix: string;
  deleting: boolean;
  onEdit: () => void;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const editLabel = t("address.editAddress", { name: addressName(address) });
  return (
    <div className="mt-2 flex gap-2">
      {hydrated ? (
        <Button type="button" variant="secondary" className="px-3 py-1 text-sm" aria-label={editLabel} onClick={onEdit}>
          {t("address.edit")}
        </Button>
      ) : (
        <Link
          to={editSearch(typeId, address.id)}
          className={buttonClass("secondary", "px-3 py-1 text-sm")}
          aria-label={editLabel}
        >
          {t("address.edit")}
        </Link>
      )}
      <Button
        type="submit"
        form={deleteFormId(formPrefix, address.id)}
        variant="secondary"
        className="px-3 py-1 text-sm"
        aria-label={t("address.deleteAddress", { name: addressName(address) })}
        busy={deleting}
      >
        {t("address.delete")}
      </Button>
    </div>
  );
}

/** One hidden delete form per address, outside the choose form; the cards' Delete buttons submit them. */
export function DeleteAddressForms({
  typeId,
  addresses,
  formPrefix,
  remove,
}: {
  typeId: 1 | 2;
  addresses: AddressView[];
  formPrefix: string;
  remove: ReturnType<typeof useCheckoutFetcher>;
}) {
  return addresses.map((address) => (
    <remove.fetcher.Form key={address.id} id={deleteFormId(formPrefix, address.id)} method="post" hidden>
      <CsrfField />
      <input type="hidden" name="intent" value="deleteAddress" />
      {remove.formKeyField}
      <input type="hidden" name="typeId" value={typeId} />
      <input type="hidden" name="addressId" value={address.id} />
    </remove.fetcher.Form>
  ));
}
