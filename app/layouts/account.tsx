import { Outlet, redirect } from "react-router";
import { ShopFrame } from "~/features/layout/shop-frame.tsx";
import { authGuard } from "~/lib/guards.server.ts";
import type { Route } from "./+types/account";
import { privatePageHeaders } from "~/lib/private-page.ts";

/** Account pages need a logged-in customer (auth guard). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const target = await authGuard(context, request);
  if (target) throw redirect(target);
  return null;
}

/** One visitor's pages: never cached (private-page.ts). */
export const headers = privatePageHeaders;

export default function AccountLayout() {
  return (
    <ShopFrame>
      <main id="main" className="mx-auto max-w-5xl px-4 py-10">
        <Outlet />
      </main>
    </ShopFrame>
  );
}
