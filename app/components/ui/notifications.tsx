import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useT } from "~/lib/i18n.tsx";
import {
  addNotification,
  autoDismisses,
  createNotification,
  removeNotification,
  type Notification,
  type NotificationInput,
} from "./notification-queue.ts";

type NotificationApi = { notify: (input: NotificationInput) => number; dismiss: (id: number) => void };

const NotificationContext = createContext<NotificationApi | null>(null);

export function useNotifications(): NotificationApi {
  const api = useContext(NotificationContext);
  if (!api) throw new Error("useNotifications needs a NotificationProvider");
  return api;
}

export function NotificationProvider({ children }: { children: ReactNode }) {
  const [list, setList] = useState<Notification[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setList((current) => removeNotification(current, id)), []);
  const notify = useCallback((input: NotificationInput) => {
    const id = nextId.current++;
    setList((current) => addNotification(current, createNotification(input, id)));
    return id;
  }, []);
  const api = useMemo(() => ({ notify, dismiss }), [notify, dismiss]);
  return (
    <NotificationContext.Provider value={api}>
      {children}
      <NotificationList list={list} dismiss={dismiss} />
    </NotificationContext.Provider>
  );
}

const STYLE: Record<Notification["type"], string> = {
  positive: "border-green-700 bg-green-50 text-green-900",
  secondary: "border-secondary-700 bg-secondary-50 text-secondary-900",
  warning: "border-amber-600 bg-amber-50 text-amber-900",
  negative: "border-red-700 bg-red-50 text-red-900",
  neutral: "border-neutral-500 bg-white text-neutral-900",
};

function NotificationList({ list, dismiss }: { list: Notification[]; dismiss: (id: number) => void }) {
  const t = useT();
  return (
    // A top layer for react-aria: an open editor drawer or modal does not hide the notices
    // from assistive technology (its aria-hidden of everything outside leaves them alone).
    <section
      data-react-aria-top-layer="true"
      aria-label={t("notifications.region")}
      className="pointer-events-none fixed top-[calc(1rem+var(--editor-toolbar-offset,0px))] right-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {list.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} dismiss={dismiss} />
      ))}
    </section>
  );
}

function NotificationItem({ notification, dismiss }: { notification: Notification; dismiss: (id: number) => void }) {
  const t = useT();
  useEffect(() => {
    if (!autoDismisses(notification)) return;
    const timer = setTimeout(() => dismiss(notification.id), notification.dismissTimeout);
    return () => clearTimeout(timer);
  }, [notification, dismiss]);
  const lines = Array.isArray(notification.message) ? notification.message : [notification.message];
  const urgent = notification.type === "negative" || notification.type === "warning";
  return (
    <div
      role={urgent ? "alert" : "status"}
      className={`pointer-events-auto flex items-start gap-3 rounded-md border-l-4 p-3 shadow-lg ${STYLE[notification.type]}`}
    >
      <div className="flex-1 text-sm">
        {lines.map((line, index) => (
          <p key={index}>{line}</p>
        ))}
        {notification.action && (
          <button
            type="button"
            className="mt-2 font-semibold underline underline-offset-2"
            onClick={() => {
              notification.action?.onClick();
              dismiss(notification.id);
            }}
          >
            {notification.action.text}
          </button>
        )}
      </div>
      <button
        type="button"
        onClick={() => dismiss(notification.id)}
        className="-m-1 rounded p-1 leading-none"
        aria-label={t("notifications.dismiss")}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
