import { Breadcrumbs } from "~/components/ui/breadcrumbs.tsx";
import type { ComponentProps } from "react";
import { ShopFrame } from "~/features/layout/shop-frame.tsx";
import { useT } from "~/lib/i18n.tsx";
import { ProductListing } from "./product-listing.tsx";
import type { TagPageData } from "./tag-page.server.ts";

/** The products of one tag, from every category the visitor may see. */
export function TagPage({
  data,
  cardActions,
  cardBuyAction,
}: {
  data: TagPageData;
  cardActions?: ComponentProps<typeof ProductListing>["cardActions"];
  cardBuyAction?: ComponentProps<typeof ProductListing>["cardBuyAction"];
}) {
  const t = useT();
  const { tag } = data.listing;
  return (
    <ShopFrame>
      <main id="main" className="mx-auto max-w-7xl px-4 py-8">
        <Breadcrumbs current={tag.name} />
        <h1 className="mt-4 flex flex-wrap items-center gap-3 text-3xl font-semibold">
          {t("catalog.tagHeading")}
          <span
            className={`rounded-full border border-neutral-300 px-3 py-1 text-xl ${tag.textTone === "dark" ? "text-black" : "text-white"}`}
            style={{ backgroundColor: tag.color }}
          >
            {tag.name}
          </span>
        </h1>
        <ProductListing
          listing={data.listing}
          query={data.query}
          cardActions={cardActions}
          cardBuyAction={cardBuyAction}
        />
      </main>
    </ShopFrame>
  );
}
