import { useState, type FormEvent } from "react";
import type { PickupStation } from "#common/preferred-delivery-views.ts";
import {
  PICKUP_STATION_TYPES,
  postNumberProblem,
  type PickupStationSearchType,
} from "#common/schemas/preferred-delivery.ts";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { useT } from "~/lib/i18n.tsx";
import type { PickupStationFinderProps } from "./pickup-station-finder.tsx";
import { PickupStationResults } from "./pickup-station-results.tsx";

const TYPE_LABEL = {
  both: "delivery.finder.typeBoth",
  postOffice: "delivery.finder.typePostOffice",
  packstation: "delivery.finder.typePackstation",
} as const;

type Errors = { form?: string; zip?: string; city?: string; postNumber?: string };

/** The finder dialog's content: search form, type filter, post number and results. */
export function PickupStationSearch({
  postNumberRequired,
  initialZip = "",
  onSearch,
  onChoose,
  onChosen,
}: PickupStationFinderProps & { onChosen: () => void }) {
  const t = useT();
  const [zip, setZip] = useState(initialZip);
  const [city, setCity] = useState("");
  const [type, setType] = useState<PickupStationSearchType>("both");
  const [postNumber, setPostNumber] = useState("");
  const [stations, setStations] = useState<PickupStation[] | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const search = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (zip.trim() === "" && city.trim() === "") {
      const message = t("delivery.searchNeedsZipOrCity");
      setErrors({ zip: message, city: message });
      return;
    }
    setBusy(true);
    try {
      const outcome = await onSearch({ zip: zip.trim(), city: city.trim(), type });
      if ("stations" in outcome) {
        setStations(outcome.stations);
        setErrors({});
      } else {
        setStations(null);
        setErrors(outcome.fields ? { ...outcome.fields } : { form: outcome.error });
      }
    } finally {
      setBusy(false);
    }
  };

  const choose = async (station: PickupStation) => {
    const problem = postNumberProblem(postNumber.trim(), postNumberRequired);
    if (problem) {
      setErrors({ postNumber: t(problem as "delivery.postNumberRequired") });
      return;
    }
    setBusy(true);
    try {
      const outcome = await onChoose(station, postNumber.trim());
      if ("ok" in outcome) onChosen();
      else setErrors(outcome.fields ? { ...outcome.fields } : { form: outcome.error });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      <FormError message={errors.form ?? null} />
      <form onSubmit={search} noValidate className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t("delivery.finder.zip")}
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={zip}
            onChange={(event) => setZip(event.target.value)}
            error={errors.zip}
          />
          <TextField
            label={t("delivery.finder.city")}
            name="city"
            autoComplete="address-level2"
            maxLength={60}
            value={city}
            onChange={(event) => setCity(event.target.value)}
            error={errors.city}
          />
        </div>
        <fieldset className="space-y-1">
          <legend className="text-sm font-semibold">{t("delivery.finder.type")}</legend>
          {PICKUP_STATION_TYPES.map((value) => (
            <label key={value} className="mr-4 inline-flex items-center gap-2">
              <input type="radio" name="type" value={value} checked={type === value} onChange={() => setType(value)} />
              {t(TYPE_LABEL[value])}
            </label>
          ))}
        </fieldset>
        <Button type="submit" busy={busy}>
          {t("delivery.finder.search")}
        </Button>
      </form>
      <TextField
        label={t("delivery.finder.postNumber")}
        name="postNumber"
        inputMode="numeric"
        maxLength={10}
        required={postNumberRequired}
        value={postNumber}
        onChange={(event) => setPostNumber(event.target.value)}
        hint={t("delivery.finder.postNumberHint")}
        error={errors.postNumber}
      />
      <PickupStationResults stations={stations} busy={busy} onChoose={choose} />
    </div>
  );
}
