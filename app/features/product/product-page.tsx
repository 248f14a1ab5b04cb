import type { ProductPageData } from "./product-page.server.ts";

export function ProductPage({ data }: { data: ProductPageData }) {
  return <main id="main">{data.title}</main>;
}
