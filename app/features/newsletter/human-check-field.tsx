import { useEffect, useState } from "react";
import { useApi } from "~/lib/api.tsx";
import { useT } from "~/lib/i18n.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { solveHumanCheck, type HumanCheckChallenge } from "./altcha-solver.ts";

type State = "solving" | "solved" | "failed";

/**
 * The self-hosted ALTCHA proof of work (docs/newsletter.md): fetches a challenge, solves
 * it in the browser and puts the payload into the hidden field `humanCheck`. A solution is
 * accepted once: the form mounts a new field (key) after each answer.
 */
export function HumanCheckField({ error }: { error?: string | undefined }) {
  const api = useApi();
  const t = useT();
  const [payload, setPayload] = useState("");
  const [state, setState] = useState<State>("solving");
  const hydrated = useHydrated();

  useEffect(() => {
    const abort = new AbortController();
    api
      .call("getNewsletterChallenge", {}, { verb: "GET", cacheBuster: true, signal: abort.signal })
      .then((challenge) => solveHumanCheck(challenge as HumanCheckChallenge, abort.signal))
      .then((solution) => {
        if (abort.signal.aborted) return;
        setPayload(solution ?? "");
        setState(solution ? "solved" : "failed");
      })
      .catch(() => {
        if (!abort.signal.aborted) setState("failed");
      });
    return () => abort.abort();
  }, [api]);

  // Rendered on the server and shown until the app runs: without JavaScript it never will.
  const message = !hydrated
    ? t("newsletter.humanCheckNeedsJavaScript")
    : state === "solving"
      ? t("newsletter.humanCheckRunning")
      : state === "solved"
        ? t("newsletter.humanCheckDone")
        : t("validation.humanCheckRequired");
  return (
    <div>
      <input type="hidden" name="humanCheck" value={payload} />
      <p role="status" className="text-sm text-neutral-700">
        {message}
      </p>
      {error && state !== "failed" && <p className="mt-1 text-sm font-medium text-red-700">{error}</p>}
    </div>
  );
}
