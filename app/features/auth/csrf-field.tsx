import { useRootData } from "~/lib/root-data.ts";

/** Every form that changes something carries the session's CSRF token. */
export function CsrfField() {
  const { csrfToken } = useRootData();
  return <input type="hidden" name="_csrf" value={csrfToken} />;
}
