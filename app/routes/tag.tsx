import { TagPage } from "~/features/catalog/tag-page.tsx";
import { loadTagPage } from "~/features/catalog/tag-page.server.ts";
import { wishlistToggleFor } from "~/features/wishlist/wishlist-toggle.tsx";
import type { Route } from "./+types/tag";

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadTagPage(context, request, params.slug);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: loaderData.title }] : []);

/** /tag/{slug} (storefront.md section 2: no layout). */
export default function TagRoute({ loaderData }: Route.ComponentProps) {
  return <TagPage data={loaderData} cardActions={wishlistToggleFor} />;
}
