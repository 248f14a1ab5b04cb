import type { Block } from "#common/blocks/block-schema.ts";
import { BlockButton } from "./block-button.tsx";
import { BlockPicture } from "./block-picture.tsx";
import { BlockTexts } from "./block-texts.tsx";

export type BannerBlockData = Extract<Block, { name: "Banner" }>;

const FLEX_CLASS = {
  justify: { start: "justify-start", center: "justify-center", end: "justify-end" },
  align: { start: "items-start", center: "items-center", end: "items-end" },
} as const;

/**
 * A Banner: the art-directed image (darkened by `brightness`), over it the texts in their
 * colour on an optional translucent box, placed by justify (across) and align (down), and the button.
 */
export function BannerBlock({
  block,
  sizes = "100vw",
  priority = false,
}: {
  block: BannerBlockData;
  sizes?: string;
  priority?: boolean;
}) {
  const { image, text, button } = block.content;
  const brightness = image?.brightness ?? 1;
  const boxStyle =
    text?.background && text.bgcolor
      ? {
          backgroundColor: `color-mix(in srgb, ${text.bgcolor} ${Math.round((text.bgopacity ?? 1) * 100)}%, transparent)`,
        }
      : undefined;
  return (
    <div className="relative flex min-h-80 overflow-hidden bg-neutral-800 md:min-h-[28rem]">
      {image && (
        <BlockPicture
          images={image}
          alt={image.alt ?? ""}
          sizes={sizes}
          width={1536}
          height={768}
          priority={priority}
          className="absolute inset-0 h-full w-full object-cover"
          style={brightness < 1 ? { filter: `brightness(${brightness})` } : undefined}
        />
      )}
      <div
        className={`relative flex w-full p-6 md:p-12 ${FLEX_CLASS.justify[text?.justify ?? "start"]} ${FLEX_CLASS.align[text?.align ?? "center"]}`}
      >
        <div className="max-w-xl space-y-4 rounded-lg p-4 md:p-6" style={{ color: text?.color, ...boxStyle }}>
          <BlockTexts text={text} />
          <BlockButton button={button} />
        </div>
      </div>
    </div>
  );
}
