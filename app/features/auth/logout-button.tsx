import { Form } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { CsrfField } from "./csrf-field.tsx";

export function LogoutButton() {
  const t = useT();
  const { prefix } = useRootData();
  return (
    <Form method="post" action="/logout">
      <CsrfField />
      <input type="hidden" name="redirect" value={withPrefix(prefix, "/")} />
      <Button type="submit" variant="secondary">
        {t("auth.logout")}
      </Button>
    </Form>
  );
}
