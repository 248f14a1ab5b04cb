import { data, type RouterContextProvider } from "react-router";
import type { MetaDescriptor } from "react-router";
import type { LocalePrefix } from "~/lib/locale-path.ts";
import type { ProductPathMatch } from "~/lib/product-path.ts";

/** The product page loader; the catalog issue's product page replaces this placeholder. */
export async function loadProductPage(
  _context: Readonly<RouterContextProvider>,
  _request: Request,
  _location: { prefix: LocalePrefix; rest: string } & ProductPathMatch,
): Promise<{ kind: "product"; meta: MetaDescriptor[]; title: string }> {
  throw data(null, { status: 404 });
}

export type ProductPageData = Awaited<ReturnType<typeof loadProductPage>>;
