import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export type TabItem = { id: string; label: string; panel: ReactNode };

const TAB =
  "cursor-pointer border-b-2 border-transparent px-4 py-2 font-semibold text-neutral-800 outline-none hover:text-primary-700 focus-visible:outline-3 focus-visible:outline-primary-600 aria-selected:border-primary-700 aria-selected:text-primary-800";
const PANEL = "py-6 outline-none focus-visible:outline-3 focus-visible:outline-primary-600";

/** Which tab a key moves to in a horizontal tab list (WAI-ARIA tabs pattern), or null for other keys. */
export function tabAfterKey(key: string, index: number, count: number): number | null {
  if (key === "ArrowRight") return (index + 1) % count;
  if (key === "ArrowLeft") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

/**
 * Tabs after the WAI-ARIA tabs pattern (ADR 024): a tablist of buttons with roving tabindex,
 * arrow keys, Home and End move between the tabs and select the one they reach, and each
 * panel is labelled by its tab and can take the focus. Every panel is in the HTML; the
 * unselected ones are hidden by CSS. Without JavaScript (`noscript:`, the `scripting: none`
 * media query) the tab list is hidden and every panel shows under a heading of its label, so
 * nothing depends on the script, and the server's HTML is the same in both cases: no layout
 * shift and no hydration difference. A small component of our own: react-aria's Tabs brought
 * about 30 KiB gzip of collection, selection and focus code into the product page's first load.
 */
export function Tabs({ label, tabs, className }: { label: string; tabs: TabItem[]; className?: string }) {
  const prefix = useId();
  const [selected, setSelected] = useState(tabs[0]?.id);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${prefix}-tab-${id}`;
  const panelId = (id: string) => `${prefix}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = tabAfterKey(event.key, index, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    setSelected(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-2 border-b border-neutral-300 noscript:hidden"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === selected}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => setSelected(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={TAB}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          tabIndex={0}
          className={`${PANEL} ${tab.id === selected ? "" : "hidden noscript:block"}`}
        >
          <h2 className="hidden text-xl font-semibold noscript:block">{tab.label}</h2>
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
