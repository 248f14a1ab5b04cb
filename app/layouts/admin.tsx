import { data, Outlet, redirect } from "react-router";
import { STAFF_ROLES } from "#common/schemas/operator.ts";
import { AdminFrame } from "~/admin/admin-frame.tsx";
import { AdminForbidden } from "~/admin/admin-forbidden.tsx";
import { getAppContext } from "~/lib/context.server.ts";
import { editorLoginPath } from "~/lib/editor-form.server.ts";
import type { TextsHandle } from "~/lib/i18n.tsx";
import { pageUrl } from "~/lib/page-url.ts";
import { privatePageHeaders } from "~/lib/private-page.ts";
import type { Route } from "./+types/admin";

/**
 * The back office (docs/back-office.md): operators only. Without an operator session the
 * operator login, coming back here; an operator whose role does not handle orders (editor)
 * gets a 403 page that says so. Every operation checks the role again (access policy staff).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const url = pageUrl(request);
  const { operator } = await app.rpc.getEditorSession();
  if (!operator) throw redirect(editorLoginPath(url.pathname + url.search));
  const allowed = STAFF_ROLES.includes(operator.role);
  return data({ operator, allowed }, { status: allowed ? 200 : 403 });
}

/** The back office's texts and the order views it shares with the shop (common/i18n/text-parts.ts). */
export const handle = { texts: ["admin", "buying", "product"] } satisfies TextsHandle;

/** One operator's pages: never cached. */
export const headers = privatePageHeaders;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame operator={loaderData.operator} navigation={loaderData.allowed}>
      {loaderData.allowed ? <Outlet /> : <AdminForbidden role={loaderData.operator.role} />}
    </AdminFrame>
  );
}
