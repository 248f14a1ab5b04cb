import type { ReactNode } from "react";
import { Button, Disclosure, DisclosurePanel, Heading } from "react-aria-components";

/** A group of fields under a heading that can be folded away; open at first. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Disclosure defaultExpanded className="border-b border-neutral-300 py-2">
      {({ isExpanded }) => (
        <>
          <Heading level={3} className="text-base font-semibold">
            <Button
              slot="trigger"
              className="flex w-full items-center justify-between py-1 text-left data-[focus-visible]:outline-2 data-[focus-visible]:outline-primary-700"
            >
              {title}
              <span aria-hidden="true">{isExpanded ? "−" : "+"}</span>
            </Button>
          </Heading>
          <DisclosurePanel role="group" className="flex flex-col gap-3 pt-2">
            {children}
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}
