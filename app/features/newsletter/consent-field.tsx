import { useId } from "react";
import { Link } from "react-router";
import { useT } from "~/lib/i18n.tsx";

/**
 * The newsletter consent box, with the link to the privacy policy inside its label: the
 * sign-up block's and the account's newsletter section's. Never ticked in advance.
 */
export function ConsentField({ error, privacyHref }: { error: string | undefined; privacyHref: string }) {
  const t = useT();
  const errorId = `${useId()}-consent-error`;
  const [before, after = ""] = t("newsletter.consent", { privacyLink: "\u0000" }).split("\u0000");
  return (
    <div>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name="consent"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1"
        />
        <span>
          {before}
          <Link to={privacyHref} className="underline">
            {t("newsletter.privacyLink")}
          </Link>
          {after}
        </span>
      </label>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
