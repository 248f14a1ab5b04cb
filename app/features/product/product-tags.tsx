import { Link } from "react-router";
import type { ProductTag } from "#server/modules/catalog/product-tags.ts";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";

/** The item's tags in their colours, each leading to its tag listing. */
export function ProductTags({ tags }: { tags: ProductTag[] }) {
  const t = useT();
  const { prefix } = useRootData();
  if (tags.length === 0) return null;
  return (
    <ul aria-label={t("product.tags")} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag.id}>
          <Link
            to={withPrefix(prefix, `/tag/${tag.slug}`)}
            style={{ backgroundColor: tag.color }}
            className={`inline-block rounded-full border border-neutral-400 px-3 py-0.5 text-sm font-semibold hover:underline ${tag.textTone === "dark" ? "text-neutral-950" : "text-white"}`}
          >
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
