/**
 * Tells a value the editor reported itself (coming back through the store as its `value`)
 * from a value from outside (the store's undo, a restored version), which must replace the
 * editor's content. An echo can arrive late, after the next keystroke was reported, so every
 * report since the last caught-up or outside value counts as an echo.
 */
export type EchoGuard = {
  reported: (value: string) => void;
  /** True when `value` came from outside and should be set into the editor. */
  isFromOutside: (value: string) => boolean;
};

export function createEchoGuard(): EchoGuard {
  const pending = new Set<string>();
  let latest: string | null = null;
  return {
    reported(value) {
      pending.add(value);
      latest = value;
    },
    isFromOutside(value) {
      if (value === latest) {
        // Caught up with the latest report: nothing older can still be on its way.
        pending.clear();
        latest = null;
        return false;
      }
      if (pending.has(value)) return false;
      pending.clear();
      latest = null;
      return true;
    },
  };
}
