import { emptyInput } from "#common/schemas/auth.ts";
import { getDesignTheme } from "../modules/settings/design-settings.ts";
import { defineOperation } from "../rpc/operation.ts";

/**
 * The saved design for rendering (anyone may read it; every page does). Saving is
 * setConfiguration, registered with the operator access policy: it calls
 * saveDesignSettings with setConfigurationInput (common/design/design-settings.ts).
 */
export const getDesignSettings = defineOperation({
  name: "getDesignSettings",
  kind: "query",
  access: "anonymous",
  input: emptyInput,
  handler: (_input, ctx) => getDesignTheme(ctx.services.db),
});
