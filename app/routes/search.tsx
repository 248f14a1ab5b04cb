import { SearchPage } from "~/features/catalog/search-page.tsx";
import { loadSearchPage } from "~/features/catalog/search-page.server.ts";
import { wishlistToggleFor } from "~/features/wishlist/wishlist-toggle.tsx";
import type { Route } from "./+types/search";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadSearchPage(context, request);
}

/** Result pages are not for search engines: endless term combinations of the same products. */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex, follow" }] : [];

/** /search (storefront.md section 2: no layout). */
export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} cardActions={wishlistToggleFor} />;
}
