import type { Block } from "#common/blocks/block-schema.ts";

type ButtonContent = Extract<Block, { name: "TextCard" }>["content"]["button"];

const VARIANT_CLASS = {
  primary: "bg-primary-700 text-white hover:bg-primary-800 border-primary-700",
  secondary: "bg-white text-primary-800 hover:bg-primary-50 border-primary-700",
} as const;

/**
 * A block's call to action: a link styled as a button. Links were checked on save
 * (docs/blocks.md "Links"), so the address is used as stored; it shows only with label and link.
 */
export function BlockButton({ button }: { button: ButtonContent }) {
  if (!button?.label || !button.link) return null;
  const external = /^https?:\/\//.test(button.link);
  return (
    <a
      href={button.link}
      {...(external ? { rel: "noopener" } : {})}
      className={`inline-block rounded-md border px-5 py-2.5 font-semibold ${VARIANT_CLASS[button.variant ?? "primary"]}`}
    >
      {button.label}
    </a>
  );
}

export const TEXT_ALIGN_CLASS = { left: "text-left", center: "text-center", right: "text-right" } as const;
export const SELF_ALIGN_CLASS = { left: "mr-auto", center: "mx-auto", right: "ml-auto" } as const;
