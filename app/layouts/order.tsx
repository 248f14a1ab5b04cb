import { Outlet } from "react-router";
import { ShopFrame } from "~/features/layout/shop-frame.tsx";
import { privatePageHeaders } from "~/lib/private-page.ts";

/** Order pages (confirmation, order views): the full frame around a narrow column. */
/** One visitor's pages: never cached (private-page.ts). */
export const headers = privatePageHeaders;

export default function OrderLayout() {
  return (
    <ShopFrame>
      <main id="main" className="mx-auto max-w-4xl px-4 py-10">
        <Outlet />
      </main>
    </ShopFrame>
  );
}
