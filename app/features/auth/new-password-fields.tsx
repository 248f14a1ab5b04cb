import { TextField } from "~/components/ui/text-field.tsx";
import { useT } from "~/lib/i18n.tsx";

/**
 * A new password and its repetition, with the password rule as the hint: registration, the
 * password change and the reset link's page. The server checks both (newPasswordSchema).
 */
export function NewPasswordFields({
  label,
  fieldError,
}: {
  label: string;
  fieldError: (name: string) => string | undefined;
}) {
  const t = useT();
  return (
    <>
      <TextField
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={t("auth.passwordHint")}
        error={fieldError("password")}
      />
      <TextField
        label={t("auth.repeatPassword")}
        name="repeatPassword"
        type="password"
        autoComplete="new-password"
        required
        error={fieldError("repeatPassword")}
      />
    </>
  );
}
