import type { OperatorRole } from "#common/schemas/operator.ts";
import { useT } from "~/lib/i18n.tsx";

/** An operator whose role does not handle orders (an editor) is told so, not sent in circles. */
export function AdminForbidden({ role }: { role: OperatorRole }) {
  const t = useT();
  return (
    <>
      <h1 className="text-2xl font-semibold">{t("admin.forbidden.title")}</h1>
      <p className="mt-4 max-w-prose">{t("admin.forbidden.text", { role: t(`admin.roles.${role}`) })}</p>
    </>
  );
}
