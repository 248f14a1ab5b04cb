import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** false while rendering on the server and hydrating, true once the browser runs the app. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
