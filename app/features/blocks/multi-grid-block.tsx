import type { MultiGridBlock as MultiGridBlockData } from "#common/blocks/block-schema.ts";
import { BannerBlock } from "./banner-block.tsx";
import { ImageBlock } from "./image-block.tsx";
import { TextCardBlock } from "./text-card-block.tsx";

/** Spelled out so Tailwind finds every class in the source. */
const SPAN_CLASS: Record<number, string> = {
  1: "md:col-span-1",
  2: "md:col-span-2",
  3: "md:col-span-3",
  4: "md:col-span-4",
  5: "md:col-span-5",
  6: "md:col-span-6",
  7: "md:col-span-7",
  8: "md:col-span-8",
  9: "md:col-span-9",
  10: "md:col-span-10",
  11: "md:col-span-11",
  12: "md:col-span-12",
};

/**
 * A MultiGrid: column i holds content[i] and is columnWidths[i] twelfths wide from tablet
 * width up; on phones the columns stack. An empty column keeps its place.
 */
export function MultiGridBlock({ block }: { block: MultiGridBlockData }) {
  const widths = block.configuration.columnWidths;
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 md:grid-cols-12">
      {widths.map((width, index) => {
        const cell = block.content[index];
        // From tablet width up a column is width/12 of the row.
        const sizes = `(min-width: 768px) ${Math.round((width / 12) * 100)}vw, 100vw`;
        return (
          <div key={cell?.meta.uuid ?? `empty-${index}`} className={`col-span-1 ${SPAN_CLASS[width] ?? ""}`}>
            {cell?.name === "Banner" && <BannerBlock block={cell} sizes={sizes} />}
            {cell?.name === "TextCard" && <TextCardBlock block={cell} />}
            {cell?.name === "Image" && <ImageBlock block={cell} sizes={sizes} />}
          </div>
        );
      })}
    </div>
  );
}
