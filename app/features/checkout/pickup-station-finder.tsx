import { useState } from "react";
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components";
import type { PickupStation, PickupStationAddress } from "#common/preferred-delivery-views.ts";
import type { PickupStationSearchType } from "#common/schemas/preferred-delivery.ts";
import { useT } from "~/lib/i18n.tsx";
import { PickupStationSearch } from "./pickup-station-search.tsx";

export type PickupStationQuery = { zip: string; city: string; type: PickupStationSearchType };
/** What the checkout's onSearch answers: the stations, or translated errors (per field when known). */
export type PickupStationSearchOutcome =
  { stations: PickupStation[] } | { error: string; fields?: { zip?: string; city?: string } };
export type PickupStationChooseOutcome = { ok: true } | { error: string; fields?: { postNumber?: string } };

export type PickupStationFinderProps = {
  postNumberRequired: boolean;
  /** The station chosen so far (the checkout's shipping address), shown next to the button. */
  chosen: PickupStationAddress | null;
  /** Prefills the search, e.g. with the shipping address's postcode. */
  initialZip?: string;
  /** Calls getPickupStations. */
  onSearch: (query: PickupStationQuery) => Promise<PickupStationSearchOutcome>;
  /** Calls getPickupStationAddress and saves the address; ok closes the dialog. */
  onChoose: (station: PickupStation, postNumber: string) => Promise<PickupStationChooseOutcome>;
};

/**
 * The DHL pickup-station finder: a button that opens a dialog with the search, the results
 * and the post number. react-aria keeps focus inside the dialog and returns it to the button.
 */
export function PickupStationFinder(props: PickupStationFinderProps) {
  const t = useT();
  const [isOpen, setOpen] = useState(false);
  const { chosen } = props;
  const chosenName = chosen
    ? chosen.type === "packstation"
      ? t("delivery.finder.packstation", { number: chosen.number })
      : t("delivery.finder.postOffice", { number: chosen.number })
    : null;
  return (
    <div className="space-y-2">
      {chosen && chosenName && (
        <p>
          {t("delivery.finder.chosen", {
            name: chosenName,
            street: chosen.street,
            zip: chosen.zipCode,
            city: chosen.city,
          })}
        </p>
      )}
      <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <AriaButton className="inline-flex items-center justify-center rounded-md border border-primary-700 px-5 py-2.5 font-semibold text-primary-800 hover:bg-primary-50">
          {t("delivery.finder.open")}
        </AriaButton>
        <ModalOverlay isDismissable className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4">
          <Modal className="max-h-full w-full max-w-xl overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
            <Dialog className="space-y-4 outline-none">
              <div className="flex items-start justify-between gap-4">
                <Heading slot="title" className="text-xl font-semibold">
                  {t("delivery.finder.title")}
                </Heading>
                <AriaButton slot="close" className="rounded-md px-2 py-1 font-semibold underline">
                  {t("delivery.finder.close")}
                </AriaButton>
              </div>
              <PickupStationSearch {...props} onChosen={() => setOpen(false)} />
            </Dialog>
          </Modal>
        </ModalOverlay>
      </DialogTrigger>
    </div>
  );
}
