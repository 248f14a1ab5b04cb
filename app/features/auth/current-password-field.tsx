import { TextField } from "~/components/ui/text-field.tsx";
import { useT } from "~/lib/i18n.tsx";

/**
 * 'Aktuelles Passwort' / 'Current password': asked again before the account's changes that
 * an unlocked computer must not allow (password, email address, deletion).
 */
export function CurrentPasswordField({ name, error }: { name: string; error: string | undefined }) {
  const t = useT();
  return (
    <TextField
      label={t("account.currentPassword")}
      name={name}
      type="password"
      autoComplete="current-password"
      required
      error={error}
    />
  );
}
