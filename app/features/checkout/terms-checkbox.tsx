import { Link } from "react-router";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { withPrefix } from "~/lib/locale-path.ts";

/** Terms, cancellation rights and privacy: one tick box, with the three pages linked beside it. */
export function TermsCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useT();
  const { prefix } = useRootData();
  const links = [
    { path: "/terms-and-conditions", label: t("checkout.termsLink") },
    { path: "/cancellation-rights", label: t("checkout.cancellationLink") },
    { path: "/privacy-policy", label: t("checkout.privacyLink") },
  ];
  return (
    <div className="rounded-lg border border-neutral-300 p-4">
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          name="termsAccepted"
          value="1"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-1"
        />
        {t("checkout.termsLabel")}
      </label>
      <p className="mt-2 text-sm">
        {t("checkout.termsLinks")}{" "}
        {links.map((link, index) => (
          <span key={link.path}>
            {index > 0 && " · "}
            <Link to={withPrefix(prefix, link.path)} target="_blank" className="underline">
              {link.label}
            </Link>
          </span>
        ))}
      </p>
    </div>
  );
}
