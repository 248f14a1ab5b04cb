import { NOTIFICATION_DISMISS_MS, NOTIFICATION_MAX } from "#common/constants.ts";

/** Notification variants and rules (docs/glossary.md, editor spec §§2, 3 and 9). */
export type NotificationType = "positive" | "secondary" | "warning" | "negative" | "neutral";

export type NotificationAction = { text: string; onClick: () => void };

export type Notification = {
  id: number;
  type: NotificationType;
  message: string | string[];
  persist: boolean;
  dismissTimeout: number;
  action?: NotificationAction | undefined;
};

export type NotificationInput = {
  type: NotificationType;
  message: string | string[];
  persist?: boolean;
  dismissTimeout?: number;
  action?: NotificationAction;
};

/** Negative notifications always persist; others unless told so. */
export function createNotification(input: NotificationInput, id: number): Notification {
  return {
    id,
    type: input.type,
    message: input.message,
    persist: input.type === "negative" ? true : (input.persist ?? false),
    dismissTimeout: input.dismissTimeout ?? NOTIFICATION_DISMISS_MS,
    action: input.action,
  };
}

const sameText = (a: Notification["message"], b: Notification["message"]) =>
  (Array.isArray(a) ? a.join("\n") : a) === (Array.isArray(b) ? b.join("\n") : b);

/**
 * At most NOTIFICATION_MAX are kept; the oldest is dropped. A notice saying what one on
 * screen already says (the same refusal twice) replaces it instead of stacking: the list
 * never fills with copies that cover the page.
 */
export function addNotification(list: Notification[], notification: Notification): Notification[] {
  const others = list.filter(
    (shown) => shown.type !== notification.type || !sameText(shown.message, notification.message),
  );
  return [...others, notification].slice(-NOTIFICATION_MAX);
}

export function removeNotification(list: Notification[], id: number): Notification[] {
  return list.filter((n) => n.id !== id);
}

/** Whether it goes away by itself after dismissTimeout. */
export function autoDismisses(notification: Notification): boolean {
  return !notification.persist && notification.type !== "negative";
}
