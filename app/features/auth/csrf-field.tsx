import { useViewer } from "~/lib/viewer.tsx";

/**
 * Every form that changes something carries the session's CSRF token. A shared page has none
 * in its HTML (docs/page-cache.md): it is filled in once the visitor is known, and a form sent
 * before that (or without JavaScript) is accepted by its browser's same-origin headers (ADR 023).
 */
export function CsrfField() {
  const { csrfToken } = useViewer();
  return <input type="hidden" name="_csrf" value={csrfToken} />;
}
