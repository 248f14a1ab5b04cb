import { Link } from "react-router";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";

/** The withdrawal function from an order's page, with the order's number filled in (docs/after-sales.md). */
export function WithdrawalLink({ order }: { order: { orderNumber: string; withdrawable: boolean } }) {
  const t = useT();
  const { prefix } = useRootData();
  if (!order.withdrawable) return null;
  return (
    <p className="mt-10">
      {t("order.confirmation.withdrawIntro")}{" "}
      <Link
        to={`${withPrefix(prefix, "/withdrawal")}?order=${encodeURIComponent(order.orderNumber)}`}
        className="font-semibold text-primary-800 underline"
      >
        {t("footer.withdraw")}
      </Link>
    </p>
  );
}
