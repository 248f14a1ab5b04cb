import { Outlet } from "react-router";
import { ShopFrame } from "~/features/layout/shop-frame.tsx";

/** Checkout: the simplified frame, so nothing leads the shopper away mid-purchase. */
export default function CheckoutLayout() {
  return (
    <ShopFrame simplified>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        <Outlet />
      </main>
    </ShopFrame>
  );
}
