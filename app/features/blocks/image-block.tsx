import type { Block } from "#common/blocks/block-schema.ts";
import { SELF_ALIGN_CLASS } from "./block-button.tsx";
import { BlockPicture } from "./block-picture.tsx";

export type ImageBlockData = Extract<Block, { name: "Image" }>;

/** An Image block: the art-directed picture, placed left, centred or right, never wider than its box. */
export function ImageBlock({ block, sizes = "100vw" }: { block: ImageBlockData; sizes?: string }) {
  const { imageAlignment, alt, ...images } = block.content;
  return (
    <div className="flex">
      <BlockPicture
        images={images}
        alt={alt ?? ""}
        sizes={sizes}
        width={1536}
        height={1024}
        className={`block h-auto max-w-full ${SELF_ALIGN_CLASS[imageAlignment ?? "center"]}`}
      />
    </div>
  );
}
