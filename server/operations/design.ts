import { pairsToPatch, setConfigurationInput } from "#common/design/design-settings.ts";
import { emptyInput } from "#common/schemas/auth.ts";
import { getDesignTheme, saveDesignSettings } from "../modules/settings/index.ts";
import { defineOperation } from "../rpc/operation.ts";

/** The saved design for rendering (anyone may read it; every page does). */
export const getDesignSettings = defineOperation({
  name: "getDesignSettings",
  kind: "query",
  access: "anonymous",
  input: emptyInput,
  handler: (_input, ctx) => getDesignTheme(ctx.services.db),
});

/**
 * setConfiguration (docs/glossary.md, editor spec §7): the design settings as key/value pairs (blockSize,
 * font, primaryColor, secondaryColor), all or nothing; answers the settings now in force.
 */
export const setConfiguration = defineOperation({
  name: "setConfiguration",
  kind: "mutation",
  access: "operator",
  input: setConfigurationInput,
  handler: (input, ctx) => saveDesignSettings(ctx.services.db, pairsToPatch(input.configuration)),
});
