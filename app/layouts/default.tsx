import { Outlet } from "react-router";
import { ShopFrame } from "~/features/layout/shop-frame.tsx";

export default function DefaultLayout() {
  return (
    <ShopFrame>
      <Outlet />
    </ShopFrame>
  );
}
