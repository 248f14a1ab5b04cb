import { useMemo } from "react";
import type { Block } from "#common/blocks/block-schema.ts";
import { blockErrors } from "./block-errors.ts";
import { CarouselForm } from "./carousel-form.tsx";
import { ContentBlockForm } from "./content-block-form.tsx";
import { MultiGridForm } from "./multi-grid-form.tsx";

/** What a settings form changes: the block's configuration and/or content (updateBlock's patch). */
export type BlockPatch = { configuration?: unknown; content?: unknown };

/**
 * The settings form of one block (docs/glossary.md, editor spec §2 "Block settings"), one per block type.
 * Contract for the drawer: the form edits `block` and reports every change through
 * `onChange`, also an invalid one (the server refuses to save it and the toolbar says so);
 * the fields show the block schema's errors at once, translated, beside themselves.
 */
export function BlockSettingsForm({ block, onChange }: { block: Block; onChange: (patch: BlockPatch) => void }) {
  const errors = useMemo(() => blockErrors(block), [block]);
  // Keyed by block: another block gets fresh form state (picked slide, rich text editors).
  switch (block.name) {
    case "Carousel":
      return <CarouselForm key={block.meta.uuid} block={block} onChange={onChange} errors={errors} />;
    case "MultiGrid":
      return <MultiGridForm key={block.meta.uuid} block={block} onChange={onChange} errors={errors} />;
    default:
      return (
        <ContentBlockForm
          key={block.meta.uuid}
          block={block}
          errors={errors}
          onChange={(edited) => onChange({ content: edited.content })}
        />
      );
  }
}
