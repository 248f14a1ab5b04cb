import { AppError } from "#server/errors.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { authGuard } from "~/lib/guards.server.ts";
import type { Route } from "./+types/personal-data-export";

/**
 * GET /my-account/personal-data/export: the customer's data as a JSON file
 * (docs/account.md, GDPR art. 15 and 20). Not kept by any cache; 10 downloads an hour.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const target = await authGuard(context, request);
  if (target) return Response.redirect(new URL(target, request.url), 302);
  try {
    const data = await getAppContext(context).rpc.getMyData();
    const day = data.exportedAt.slice(0, 10);
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="my-data-${day}.json"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    if (error instanceof AppError && error.kind === "too_many_requests") {
      return new Response(null, { status: 429, headers: { "Retry-After": "3600" } });
    }
    throw error;
  }
}
