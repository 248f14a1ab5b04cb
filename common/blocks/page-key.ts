import { z } from "zod";

import { INFO_PAGES } from "../static-pages.ts";

/**
 * Which page a block document belongs to (docs/glossary.md, editor spec §7): the homepage is
 * identifier "index" with entity type "immutable"; any other page is its category id with
 * entity type "category". Our addition (ADR 040): an info page's legal text is its path
 * ("terms-and-conditions") with entity type "info".
 */
export const ENTITY_TYPES = ["immutable", "category", "info"] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];
export const HOMEPAGE_IDENTIFIER = "index";

/**
 * The homepage is "index" with "immutable"; an info page its path with "info"; any other page
 * its category id (a positive int4) with "category".
 */
export function isPageKey(identifier: string, type: EntityType): boolean {
  if (type === "immutable") return identifier === HOMEPAGE_IDENTIFIER;
  if (type === "info") return (INFO_PAGES as readonly string[]).includes(identifier);
  return /^[1-9][0-9]{0,9}$/.test(identifier) && Number(identifier) <= 2_147_483_647;
}

export const pageIdentifier = z.string({ error: "validation.mandatory" }).max(40, "validation.invalid");
export const entityType = z.enum(ENTITY_TYPES, { error: "validation.invalid" });

export const pageKeyInput = z
  .strictObject({ identifier: pageIdentifier, type: entityType })
  .refine((key) => isPageKey(key.identifier, key.type), { message: "validation.invalid", path: ["identifier"] });
export type PageKeyInput = z.infer<typeof pageKeyInput>;
