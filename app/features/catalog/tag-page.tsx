import type { ComponentProps } from "react";
import { Link } from "react-router";
import { ShopFrame } from "~/features/layout/shop-frame.tsx";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { ProductListing } from "./product-listing.tsx";
import type { TagPageData } from "./tag-page.server.ts";

/** The products of one tag, from every category the visitor may see. */
export function TagPage({
  data,
  cardActions,
}: {
  data: TagPageData;
  cardActions?: ComponentProps<typeof ProductListing>["cardActions"];
}) {
  const t = useT();
  const { prefix } = useRootData();
  const { tag } = data.listing;
  return (
    <ShopFrame>
      <main id="main" className="mx-auto max-w-7xl px-4 py-8">
        <nav aria-label={t("nav.breadcrumb")} className="text-sm text-neutral-700">
          <ol className="flex flex-wrap gap-1">
            <li>
              <Link to={withPrefix(prefix, "/")} className="underline-offset-2 hover:underline">
                {t("nav.home")}
              </Link>
            </li>
            <li className="before:mr-1 before:content-['/']">
              <span aria-current="page">{tag.name}</span>
            </li>
          </ol>
        </nav>
        <h1 className="mt-4 flex flex-wrap items-center gap-3 text-3xl font-semibold">
          {t("catalog.tagHeading")}
          <span
            className={`rounded-full border border-neutral-300 px-3 py-1 text-xl ${tag.textTone === "dark" ? "text-black" : "text-white"}`}
            style={{ backgroundColor: tag.color }}
          >
            {tag.name}
          </span>
        </h1>
        <ProductListing listing={data.listing} query={data.query} cardActions={cardActions} />
      </main>
    </ShopFrame>
  );
}
