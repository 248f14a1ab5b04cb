import { Outlet } from "react-router";
import { ShopFrame } from "~/features/layout/shop-frame.tsx";

/** Simplified header and footer (offers): logo, language and legal links only. */
export default function SimplifiedLayout() {
  return (
    <ShopFrame simplified>
      <Outlet />
    </ShopFrame>
  );
}
