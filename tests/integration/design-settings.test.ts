import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { DEFAULT_DESIGN_SETTINGS } from "#common/design/design-settings.ts";
import { translateFieldKeys } from "#server/rpc/caller.ts";
import { AppError } from "#server/errors.ts";
import { getDesignSettings, saveDesignSettings } from "#server/modules/settings/design-settings.ts";
import { DesignThemeStyle } from "~/features/layout/design-theme-style.tsx";
import { loader as rootLoader } from "~/root.tsx";
import { describeDatabases } from "./harness.ts";
import { contextFor } from "./product-page-loader.ts";

async function rootHead(caller: Parameters<typeof contextFor>[0]): Promise<string> {
  const request = new Request("http://shop.test/");
  const data = await rootLoader({
    request,
    url: new URL(request.url),
    pattern: "/",
    params: {},
    context: contextFor(caller),
  } as Parameters<typeof rootLoader>[0]);
  return renderToStaticMarkup(DesignThemeStyle({ design: data.design, nonce: "n0nce" }));
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describeDatabases("design settings", (shop) => {
  it("reads the shop's original look when nothing is saved", async () => {
    expect(await getDesignSettings(shop().db)).toEqual(DEFAULT_DESIGN_SETTINGS);
    const theme = await shop().caller().getDesignSettings();
    expect(theme).toEqual({ settings: DEFAULT_DESIGN_SETTINGS, fontFaces: [] });
    const head = await rootHead(shop().caller());
    expect(head).toContain("--color-primary-500:#2f867d");
    expect(head).not.toContain("@font-face");
    expect(head).not.toContain("preload");
  });

  it("saves some settings in one go and renders them into the page head", async () => {
    const { db } = shop();
    // Read first, so the saved values must replace a cached answer.
    await getDesignSettings(db);
    const saved = await saveDesignSettings(db, { primaryColor: "#AA3300", font: "lato", blockSize: "xl" });
    expect(saved).toEqual({ ...DEFAULT_DESIGN_SETTINGS, primaryColor: "#aa3300", font: "lato", blockSize: "xl" });
    expect(await getDesignSettings(db)).toEqual(saved);

    const head = await rootHead(shop().caller());
    expect(head).toContain('<style nonce="n0nce">');
    expect(head).toContain("--color-primary-500:#aa3300");
    expect(head).toContain("--color-secondary-500:#c27d3a");
    expect(head).toContain("--block-spacing:3.75rem");
    expect(head).toContain('--font-sans:"Lato", ');
    expect(head).toMatch(
      /@font-face\{font-family:"Lato";font-style:normal;font-weight:700;.*lato-latin-700-normal\.woff2/,
    );
    expect(head).toMatch(/<link rel="preload" href="\/fonts\/lato\/[\d.]+\/lato-latin-400-normal\.woff2" as="font"/);
    expect(head).not.toContain("Inter");

    // A later save of one setting keeps the others.
    expect(await saveDesignSettings(db, { secondaryColor: "#004488" })).toEqual({
      ...saved,
      secondaryColor: "#004488",
    });
  });

  it("refuses invalid values with translated field errors and changes nothing", async () => {
    const { db } = shop();
    await saveDesignSettings(db, { font: "inter" });
    const error = await refusal(
      saveDesignSettings(db, { font: "lato", primaryColor: "#12345", blockSize: "xxl" as "xl" }),
    );
    expect(error.kind).toBe("invalid_data");
    expect(error.fields).toEqual({ primaryColor: "validation.colourHex", blockSize: "validation.blockSize" });
    expect(translateFieldKeys(error.fields ?? {}, "de").primaryColor).toBe(
      "Bitte geben Sie eine Farbe als 6-stelligen Hex-Wert ein, zum Beispiel #2f867d.",
    );
    expect(translateFieldKeys(error.fields ?? {}, "en").blockSize).toBe("Choose a block spacing of s, m, l or xl.");

    const unknownKey = await refusal(saveDesignSettings(db, { logo: "x" } as never));
    expect(unknownKey.fields).toEqual({ logo: "validation.unexpectedField" });
    expect(await getDesignSettings(db)).toEqual({ ...DEFAULT_DESIGN_SETTINGS, font: "inter" });
  });

  it("serves the font list and the chosen font's files from the shop, cached for good", async () => {
    const client = shop().client();
    const meta = await client.request("/fonts/meta.json");
    expect(meta.status).toBe(200);
    expect(meta.headers.get("cache-control")).toBe("public, max-age=3600");
    const { fonts } = (await meta.json()) as { fonts: { id: string; weights: number[]; preview: string | null }[] };
    expect(fonts.map((font) => font.id)).toEqual(expect.arrayContaining(["system", "inter", "lato", "merriweather"]));
    expect(fonts.every((font) => font.weights.join() === "400,700")).toBe(true);
    const preview = fonts.find((font) => font.id === "inter")?.preview;
    expect(preview).toMatch(/^\/fonts\/inter\/[\d.]+\/inter-latin-400-normal\.woff2$/);

    const file = await client.request(preview as string);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("font/woff2");
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 4))).toBe("wOF2");

    const version = (preview as string).split("/")[3];
    for (const path of [
      "/fonts/inter/0.0.1/inter-latin-400-normal.woff2",
      `/fonts/inter/${version}/inter-latin-300-normal.woff2`,
      `/fonts/inter/${version}/inter-cyrillic-400-normal.woff2`,
      `/fonts/inter/${version}/..%2fpackage.json`,
      `/fonts/system/${version}/system-latin-400-normal.woff2`,
      `/fonts/comic-sans/${version}/comic-sans-latin-400-normal.woff2`,
    ]) {
      expect((await client.request(path)).status, path).toBe(404);
    }
  });
});
