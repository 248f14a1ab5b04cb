import { useEffect, useState, type FormEvent, type RefObject } from "react";
import type { HumanCheckState } from "./human-check-field.tsx";

/**
 * A form with the human check (the newsletter's, the contact form's): a submission made while
 * the check still runs (the proof of work takes up to a second or so) is held back and sent
 * once the check is solved, dropped if it fails. A solution is accepted once, so every answer
 * of the server (`answer` changes) mounts a fresh check (`round`, the field's key). `form` is
 * the form's ref, which the held-back submission is sent through.
 */
export function useHumanCheckGate(answer: unknown, form: RefObject<HTMLFormElement | null>) {
  const [check, setCheck] = useState<HumanCheckState>("solving");
  const [waiting, setWaiting] = useState(false);
  const [seen, setSeen] = useState<unknown>(answer);
  const [round, setRound] = useState(0);
  if (answer !== seen) {
    setSeen(answer);
    setRound(round + 1);
    setCheck("solving");
  }
  // After the commit, so the widget has put its payload into the form's field by now.
  useEffect(() => {
    if (waiting && check === "solved") form.current?.requestSubmit();
  }, [waiting, check, form]);
  return {
    round,
    /** A submission is waiting for the check. */
    waiting,
    /** The form's onSubmit: false when the submission is held back (the event is then stopped). */
    allowSubmit(event: FormEvent<HTMLFormElement>): boolean {
      const held = check === "solving";
      if (held) event.preventDefault();
      setWaiting(held);
      return !held;
    },
    /** The HumanCheckField's onStateChange. */
    onCheckState(state: HumanCheckState) {
      setCheck(state);
      if (state === "failed") setWaiting(false);
    },
  };
}
