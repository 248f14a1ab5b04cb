import { Outlet, redirect } from "react-router";
import { AccountNav } from "~/features/account/account-nav.tsx";
import { ShopFrame } from "~/features/layout/shop-frame.tsx";
import { authGuard } from "~/lib/guards.server.ts";
import type { TextsHandle } from "~/lib/i18n.tsx";
import type { Route } from "./+types/account";
import { privatePageHeaders } from "~/lib/private-page.ts";

/** Account pages need a logged-in customer (auth guard). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const target = await authGuard(context, request);
  if (target) throw redirect(target);
  return null;
}

/** The account navigation's texts (common/i18n/text-parts.ts). */
export const handle = { texts: ["account", "auth"] } satisfies TextsHandle;

/** One visitor's pages: never cached (private-page.ts). */
export const headers = privatePageHeaders;

/** The account navigation beside the page on wide screens, above it on small ones. */
export default function AccountLayout() {
  return (
    <ShopFrame>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 lg:grid-cols-[14rem_1fr] lg:gap-10">
        <AccountNav />
        <main id="main" className="min-w-0">
          <Outlet />
        </main>
      </div>
    </ShopFrame>
  );
}
