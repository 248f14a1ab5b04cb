import { Outlet, redirect } from "react-router";
import { ShopFrame } from "~/features/layout/shop-frame.tsx";
import { guestGuard } from "~/lib/guards.server.ts";
import type { Route } from "./+types/auth";

/** Login-type pages: only for visitors who are not logged in (guest guard). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const target = await guestGuard(context, request);
  if (target) throw redirect(target);
  return null;
}

export default function AuthLayout() {
  return (
    <ShopFrame simplified>
      <main id="main" className="mx-auto w-full max-w-md px-4 py-12">
        <Outlet />
      </main>
    </ShopFrame>
  );
}
