import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PickupStation } from "#common/preferred-delivery-views.ts";
import { I18nProvider } from "~/lib/i18n.tsx";
import { PickupStationFinder } from "./pickup-station-finder.tsx";
import { PickupStationResults } from "./pickup-station-results.tsx";

const STATIONS: PickupStation[] = [
  {
    id: "p-101",
    type: "packstation",
    number: "101",
    street: "Invalidenstraße 112",
    zip: "10115",
    city: "Berlin",
    openingHours: "Mo-So 00:00-24:00",
  },
  {
    id: "f-512",
    type: "postOffice",
    number: "512",
    street: "Friedrichstraße 94",
    zip: "10117",
    city: "Berlin",
    openingHours: "Mo-Fr 08:00-20:00",
  },
];
const noop = () => undefined;
const render = (node: React.ReactNode, locale: "de" | "en" = "en") =>
  renderToStaticMarkup(<I18nProvider locale={locale}>{node}</I18nProvider>);

describe("PickupStationResults", () => {
  it("names every station and its choose button, and announces the count", () => {
    const markup = render(<PickupStationResults stations={STATIONS} onChoose={noop} />);
    expect(markup).toContain('<p role="status" class="text-sm font-semibold">2 locations found</p>');
    expect(markup).toContain('aria-label="Choose Packstation 101"');
    expect(markup).toContain('aria-label="Choose Post office 512"');
    expect(markup).toContain("Invalidenstraße 112");
    expect(markup).toContain("10115 Berlin");
  });

  it("says when nothing was found, and nothing before the first search", () => {
    expect(render(<PickupStationResults stations={[]} onChoose={noop} />, "de")).toContain(
      "Es wurde keine Packstation oder Filiale gefunden.",
    );
    expect(render(<PickupStationResults stations={null} onChoose={noop} />)).not.toContain("<ul");
  });
});

describe("PickupStationFinder", () => {
  it("shows the chosen station and the button that opens the finder", () => {
    const markup = render(
      <PickupStationFinder
        postNumberRequired
        chosen={{
          stationId: "demo-postfiliale-512",
          type: "postOffice",
          number: "512",
          streetName: "Postfiliale",
          houseNumber: "512",
          zipCode: "10117",
          city: "Berlin",
          countryIso: "DE",
          postNumber: "1234567",
          street: "Friedrichstraße 94",
        }}
        onSearch={async () => ({ stations: [] })}
        onChoose={async () => ({ ok: true })}
      />,
      "de",
    );
    expect(markup).toContain("Ausgewählt: Postfiliale 512, Friedrichstraße 94, 10117 Berlin");
    expect(markup).toMatch(/<button[^>]*>Packstation oder Filiale suchen<\/button>/);
  });
});
