import { describe, expect, it } from "vitest";
import { factsWindow } from "./listing-facts.ts";

const at = Date.parse("2026-11-27T12:00:00Z");
const date = (iso: string) => new Date(iso);
const price = (validFrom: Date | null, validUntil: Date | null) => ({
  variationId: 1,
  kind: "special" as const,
  minimumQuantity: 1,
  amountCents: 100,
  currency: "EUR",
  validFrom,
  validUntil,
});

describe("factsWindow", () => {
  it("spans from the last instant passed to the next one ahead, over prices and ends of sale", () => {
    const window = factsWindow(
      {
        priceRows: [
          price(date("2026-11-01T00:00:00Z"), date("2026-12-01T00:00:00Z")),
          price(date("2026-11-27T11:00:00Z"), null),
          price(null, date("2026-11-28T00:00:00Z")),
        ],
        variationRows: [{ availableUntil: date("2026-11-27T13:00:00Z") }, { availableUntil: null }],
      } as never,
      at,
    );
    expect(window).toEqual({ from: Date.parse("2026-11-27T11:00:00Z"), until: Date.parse("2026-11-27T13:00:00Z") });
  });

  it("counts an instant equal to now as passed: a price valid from now is valid now", () => {
    const window = factsWindow({ priceRows: [price(new Date(at), null)], variationRows: [] } as never, at);
    expect(window).toEqual({ from: at, until: Infinity });
  });

  it("never ends without dates", () => {
    expect(factsWindow({ priceRows: [price(null, null)], variationRows: [] } as never, at)).toEqual({
      from: -Infinity,
      until: Infinity,
    });
  });
});
