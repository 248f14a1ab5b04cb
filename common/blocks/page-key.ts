import { z } from "zod";

/**
 * Which page a block document belongs to (editor.md section 7): the homepage is
 * identifier "index" with entity type "immutable"; any other page is its category id with
 * entity type "category".
 */
export const ENTITY_TYPES = ["immutable", "category"] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];
export const HOMEPAGE_IDENTIFIER = "index";

export const pageKeyInput = z
  .strictObject({
    identifier: z.string({ error: "validation.mandatory" }).max(10, "validation.invalid"),
    type: z.enum(ENTITY_TYPES, { error: "validation.invalid" }),
  })
  .refine(
    (key) =>
      key.type === "immutable"
        ? key.identifier === HOMEPAGE_IDENTIFIER
        : /^[1-9][0-9]{0,9}$/.test(key.identifier) && Number(key.identifier) <= 2_147_483_647,
    { message: "validation.invalid", path: ["identifier"] },
  );
export type PageKeyInput = z.infer<typeof pageKeyInput>;
