import { describe, expect, it } from "vitest";
import {
  DEFAULT_DESIGN_SETTINGS,
  designSettingsSchema,
  pairsToPatch,
  setConfigurationInput,
} from "./design-settings.ts";
import { FONT_IDS } from "./fonts.ts";

describe("designSettingsSchema", () => {
  it("accepts the defaults and lower-cases colours", () => {
    expect(designSettingsSchema.parse(DEFAULT_DESIGN_SETTINGS)).toEqual(DEFAULT_DESIGN_SETTINGS);
    expect(designSettingsSchema.parse({ ...DEFAULT_DESIGN_SETTINGS, primaryColor: "#AB12CD" }).primaryColor).toBe(
      "#ab12cd",
    );
  });

  it.each([
    [{ primaryColor: "#12345" }, "primaryColor", "validation.colourHex"],
    [{ secondaryColor: "red" }, "secondaryColor", "validation.colourHex"],
    [{ secondaryColor: 0x123456 }, "secondaryColor", "validation.colourHex"],
    [{ font: "comic-sans" }, "font", "validation.fontUnknown"],
    [{ blockSize: "xxl" }, "blockSize", "validation.blockSize"],
  ])("refuses %j with a catalogue key", (change, field, key) => {
    const result = designSettingsSchema.safeParse({ ...DEFAULT_DESIGN_SETTINGS, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message: key })]);
  });

  it("offers about ten downloadable fonts plus the system stack", () => {
    expect(FONT_IDS[0]).toBe("system");
    expect(FONT_IDS.length).toBe(11);
  });
});

describe("setConfigurationInput", () => {
  it("turns key/value pairs into a patch", () => {
    const parsed = setConfigurationInput.parse({
      configuration: [
        { key: "primaryColor", value: "#112233" },
        { key: "blockSize", value: "xl" },
      ],
    });
    expect(pairsToPatch(parsed.configuration)).toEqual({ primaryColor: "#112233", blockSize: "xl" });
  });

  it.each([
    [{ configuration: [] }, "validation.mandatory"],
    [{ configuration: [{ key: "logo", value: "x" }] }, "validation.configurationKey"],
    [
      {
        configuration: [
          { key: "font", value: "inter" },
          { key: "font", value: "lato" },
        ],
      },
      "validation.duplicateKey",
    ],
    [{ configuration: [{ key: "font", value: "x".repeat(65) }] }, "validation.invalid"],
  ])("refuses %j", (input, key) => {
    const result = setConfigurationInput.safeParse(input);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(key);
  });
});
