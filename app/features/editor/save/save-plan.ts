import { DESIGN_SETTING_KEYS, type DesignSettingKey } from "#common/design/design-settings.ts";
import type { EntityType } from "#common/blocks/page-key.ts";
import { hasBlockChanges, hasDesignChanges, type EditorState } from "../editor-store.ts";

export type SaveBlocksCall = { identifier: string; entityType: EntityType; blocks: string; expectedVersion: number };
export type ConfigurationPair = { key: DesignSettingKey; value: string };
export type SavedPart = "blocks" | "settings";

/** The calls one click on 'Save changes' makes: doSaveBlocks, setConfiguration, either or both. */
export type SavePlan = { blocks: SaveBlocksCall | null; configuration: ConfigurationPair[] | null };

/**
 * Which calls the current changes need (docs/glossary.md, editor spec §§4 and 7). Blocks are sent as the
 * serialised document from the version the edits started from; only design keys whose value
 * differs from the saved design are sent.
 */
export function savePlan(state: EditorState): SavePlan {
  const { page, document, design, designSaved } = state;
  const blocks =
    page && document && hasBlockChanges(state)
      ? {
          identifier: page.identifier,
          entityType: page.type,
          blocks: JSON.stringify(document),
          expectedVersion: state.version,
        }
      : null;
  const changedKeys =
    design && designSaved && hasDesignChanges(state)
      ? DESIGN_SETTING_KEYS.filter((key) => design[key] !== designSaved[key])
      : [];
  const configuration =
    design && changedKeys.length > 0 ? changedKeys.map((key) => ({ key, value: design[key] })) : null;
  return { blocks, configuration };
}

export function isEmptyPlan(plan: SavePlan): boolean {
  return plan.blocks === null && plan.configuration === null;
}
