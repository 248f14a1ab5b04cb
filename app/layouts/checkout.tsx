import { Outlet } from "react-router";
import { ShopFrame } from "~/features/layout/shop-frame.tsx";
import { privatePageHeaders } from "~/lib/private-page.ts";

/** Checkout: the simplified frame, so nothing leads the shopper away mid-purchase. */
/** One visitor's pages: never cached (private-page.ts). */
export const headers = privatePageHeaders;

export default function CheckoutLayout() {
  return (
    <ShopFrame simplified>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        <Outlet />
      </main>
    </ShopFrame>
  );
}
