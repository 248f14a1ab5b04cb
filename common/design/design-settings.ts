import { z } from "zod";
import { FONT_IDS } from "./fonts.ts";

/** Block spacing options (docs/glossary.md, editor spec §9). */
export const BLOCK_SIZES = ["s", "m", "l", "xl"] as const;
export type BlockSize = (typeof BLOCK_SIZES)[number];
export const BLOCK_SPACING_REM: Record<BlockSize, number> = { s: 1.875, m: 2.5, l: 3.125, xl: 3.75 };

const hexColour = z
  .string({ error: "validation.colourHex" })
  .regex(/^#[0-9a-fA-F]{6}$/, "validation.colourHex")
  .transform((value) => value.toLowerCase());

/** The site's design configuration (docs/glossary.md, editor spec §3 "Design settings"). */
export const designSettingsSchema = z.strictObject({
  font: z.enum(FONT_IDS, { error: "validation.fontUnknown" }),
  primaryColor: hexColour,
  secondaryColor: hexColour,
  blockSize: z.enum(BLOCK_SIZES, { error: "validation.blockSize" }),
});
export type DesignSettings = z.output<typeof designSettingsSchema>;
export type DesignSettingKey = keyof DesignSettings;
export const DESIGN_SETTING_KEYS = Object.keys(designSettingsSchema.shape) as DesignSettingKey[];

/** The shop's original look (app/app.css was hand-made around these 500 colours). */
export const DEFAULT_DESIGN_SETTINGS: DesignSettings = {
  font: "system",
  primaryColor: "#2f867d",
  secondaryColor: "#c27d3a",
  blockSize: "m",
};

/** A save changes some settings; the others keep their values. */
export const designSettingsPatch = designSettingsSchema.partial();
export type DesignSettingsPatch = z.input<typeof designSettingsPatch>;

/**
 * Input of setConfiguration (docs/glossary.md, editor spec §7): a list of key/value pairs for
 * blockSize, font, primaryColor and secondaryColor, each key at most once.
 */
export const setConfigurationInput = z.strictObject({
  configuration: z
    .array(
      z.strictObject({
        key: z.enum(DESIGN_SETTING_KEYS as [DesignSettingKey, ...DesignSettingKey[]], {
          error: "validation.configurationKey",
        }),
        value: z.string().max(64, "validation.invalid"),
      }),
    )
    .min(1, "validation.mandatory")
    .max(DESIGN_SETTING_KEYS.length, "validation.invalid")
    .refine((pairs) => new Set(pairs.map((pair) => pair.key)).size === pairs.length, "validation.duplicateKey"),
});
export type SetConfigurationInput = z.input<typeof setConfigurationInput>;

export function pairsToPatch(pairs: z.output<typeof setConfigurationInput>["configuration"]): DesignSettingsPatch {
  return Object.fromEntries(pairs.map((pair) => [pair.key, pair.value]));
}
