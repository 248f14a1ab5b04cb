import { expect, it } from "vitest";
import { seedCommerce } from "#server/demo/commerce/index.ts";
import { describeDatabases } from "./harness.ts";

describeDatabases("countries and VAT number operations", (shop) => {
  it("lists delivery countries with states in the request's language", async () => {
    await seedCommerce(shop().db);
    const de = await shop().client().call("getCountries", {});
    expect(de.status).toBe(200);
    const countries = de.body.data?.countries ?? [];
    expect(countries.map((c) => c.isoCode2)).toEqual([
      "DE",
      "AT",
      "CH",
      "NL",
      "FR",
      "IT",
      "ES",
      "BE",
      "PL",
      "DK",
      "SE",
      "GB",
      "US",
    ]);
    const germany = countries[0];
    expect(germany).toMatchObject({ id: 1, name: "Deutschland", isEu: true, active: true });
    expect(germany?.states[0]).toEqual({ id: 1001, name: "Baden-Württemberg", code: "BW" });
    expect(germany?.states.some((s) => s.name === "Bayern")).toBe(true);
    expect(countries.find((c) => c.isoCode2 === "NL")?.states).toEqual([]);

    const en = await shop().client({ locale: "en" }).call("getCountries", { includeInactive: true });
    const english = en.body.data?.countries ?? [];
    expect(english.find((c) => c.isoCode2 === "NO")).toMatchObject({ name: "Norway", active: false, isEu: false });
    expect(english.find((c) => c.isoCode2 === "DE")?.states.some((s) => s.name === "Bavaria")).toBe(true);
    expect(english.find((c) => c.isoCode2 === "US")?.states).toHaveLength(51);
  });

  it("checks VAT numbers and tells when a delivery is reverse charge", async () => {
    await seedCommerce(shop().db);
    const visitor = shop().client();
    const austrian = await visitor.call("checkVatNumber", { countryId: 2, vatNumber: "atu 1234 5678" });
    expect(austrian.status).toBe(200);
    expect(austrian.body.data).toEqual({
      vatNumber: "ATU12345678",
      countryIso: "AT",
      checkedBy: "offline",
      recheck: false,
      reverseCharge: true,
    });
    const german = await visitor.call("checkVatNumber", { countryId: 1, vatNumber: "DE136695976" });
    expect(german.body.data).toMatchObject({ vatNumber: "DE136695976", reverseCharge: false });
  });

  it("answers vatNumberInvalid in both languages and 400 for bad input", async () => {
    await seedCommerce(shop().db);
    const cases = [
      { countryId: 1, vatNumber: "DE136695977" },
      { countryId: 2, vatNumber: "DE136695976" },
      { countryId: 3, vatNumber: "CHE123456789" },
    ];
    for (const [locale, message] of [
      ["de", "Die USt-IdNr. ist ungültig. Bitte prüfen Sie Länderkennung und Nummer."],
      ["en", "The VAT number is invalid. Please check the country prefix and the number."],
    ] as const) {
      const client = shop().client({ locale });
      for (const input of cases) {
        const answer = await client.call("checkVatNumber", input);
        expect(answer.status).toBe(400);
        expect(answer.body.error).toMatchObject({ key: "vatNumberInvalid", message });
        expect(answer.body.error?.fields?.vatNumber).toBe(message);
      }
    }
    const client = shop().client({ locale: "en" });
    for (const payload of [
      {},
      { countryId: 1 },
      { countryId: 1, vatNumber: "" },
      { countryId: 1, vatNumber: "x".repeat(31) },
    ]) {
      expect((await client.callRaw("checkVatNumber", payload)).status).toBe(400);
    }
    const unknown = await client.call("checkVatNumber", { countryId: 999, vatNumber: "DE136695976" });
    expect(unknown.body.error?.key).toBe("countryNotFound");
    expect((await client.callRaw("getCountries", { includeInactive: "yes" })).status).toBe(400);
  });
});
