import { Link, useLocation } from "react-router";
import { useT } from "~/lib/i18n.tsx";
import { orderListHref } from "./order-list-params.ts";

/** Previous / next page of a back-office list, the other parameters of the URL kept. */
export function AdminPager({ page, pageCount }: { page: number; pageCount: number }) {
  const t = useT();
  const { pathname, search } = useLocation();
  if (pageCount <= 1) return null;
  const params = new URLSearchParams(search);
  return (
    <nav aria-label={t("admin.orders.pages")} className="mt-4 flex flex-wrap items-center gap-4">
      {page > 1 && (
        <Link to={orderListHref(pathname, params, { page: page - 1 })} rel="prev" className="underline">
          {t("admin.orders.previous")}
        </Link>
      )}
      <p aria-current="page">{t("admin.orders.pageOf", { page, pageCount })}</p>
      {page < pageCount && (
        <Link to={orderListHref(pathname, params, { page: page + 1 })} rel="next" className="underline">
          {t("admin.orders.next")}
        </Link>
      )}
    </nav>
  );
}
