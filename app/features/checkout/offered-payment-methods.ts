import { useSyncExternalStore } from "react";

/** Safari's Apple Pay entry point, as far as the checkout needs it. */
type ApplePayScope = { ApplePaySession?: { canMakePayments(): boolean } };

/**
 * Apple Pay only works in Safari on a device that can pay with it. Mollie recommends offering
 * the method only when `window.ApplePaySession?.canMakePayments()` is true
 * (https://docs.mollie.com/docs/direct-integration-of-apple-pay). canMakePayments() throws on
 * an insecure page (InvalidAccessError): that is a "no" too.
 */
export function applePayAvailable(scope: ApplePayScope | undefined): boolean {
  try {
    return scope?.ApplePaySession?.canMakePayments() === true;
  } catch {
    return false;
  }
}

/**
 * The methods the shopper sees: the server's list without Apple Pay where this browser cannot
 * pay with it. The server still accepts it (a shopper who chose it in Safari keeps it there).
 */
export function offeredPaymentMethods<Method extends { key: string }>(methods: Method[], applePay: boolean): Method[] {
  return applePay ? methods : methods.filter((method) => method.key !== "applepay");
}

const subscribe = () => () => {};

/** false on the server and while hydrating (the server cannot know the browser), then the browser's answer. */
export function useApplePayAvailable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => applePayAvailable(window as ApplePayScope),
    () => false,
  );
}
