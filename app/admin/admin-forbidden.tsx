import type { OperatorRole } from "#common/schemas/operator.ts";
import { useT } from "~/lib/i18n.tsx";

/**
 * An operator whose role does not handle orders (an editor) is told so, not sent in circles;
 * `text` names what else the role may not do (the shop settings, the owner's).
 */
export function AdminForbidden({
  role,
  text = "admin.forbidden.text",
}: {
  role: OperatorRole;
  text?: "admin.forbidden.text" | "admin.settings.forbidden";
}) {
  const t = useT();
  return (
    <>
      <h1 className="text-2xl font-semibold">{t("admin.forbidden.title")}</h1>
      <p className="mt-4 max-w-prose">{t(text, { role: t(`admin.roles.${role}`) })}</p>
    </>
  );
}
