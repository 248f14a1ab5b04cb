import type { PickupStation } from "#common/preferred-delivery-views.ts";
import { useT } from "~/lib/i18n.tsx";

export function usePickupStationName() {
  const t = useT();
  return (station: PickupStation) =>
    station.type === "packstation"
      ? t("delivery.finder.packstation", { number: station.number })
      : t("delivery.finder.postOffice", { number: station.number });
}

/**
 * The stations a search found, each with its own choose button named after the station.
 * The count is a live region, so a screen reader hears the outcome of every search.
 */
export function PickupStationResults({
  stations,
  busy = false,
  onChoose,
}: {
  stations: PickupStation[] | null;
  busy?: boolean;
  onChoose: (station: PickupStation) => void;
}) {
  const t = useT();
  const nameOf = usePickupStationName();
  return (
    <div>
      <p role="status" className="text-sm font-semibold">
        {stations === null
          ? ""
          : stations.length === 0
            ? t("errors.pickupStationNoResult")
            : t("delivery.finder.resultCount", { count: stations.length })}
      </p>
      {stations && stations.length > 0 && (
        <ul aria-label={t("delivery.finder.resultsHeading")} className="mt-2 max-h-80 divide-y overflow-y-auto">
          {stations.map((station) => {
            const name = nameOf(station);
            return (
              <li key={station.id} className="flex items-start justify-between gap-3 py-2">
                <div>
                  <p className="font-semibold">{name}</p>
                  <p>{station.street}</p>
                  <p>
                    {station.zip} {station.city}
                  </p>
                  <p className="text-sm text-neutral-700">
                    {t("delivery.finder.openingHours", { hours: station.openingHours })}
                  </p>
                </div>
                <button
                  type="button"
                  disabled={busy}
                  aria-label={t("delivery.finder.chooseLabel", { name })}
                  onClick={() => onChoose(station)}
                  className="rounded-md border border-primary-700 px-3 py-1.5 font-semibold text-primary-800 hover:bg-primary-50"
                >
                  {t("delivery.finder.choose")}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
