import type { ReactNode } from "react";
import { Radio } from "react-aria-components";

const OPTION =
  "group flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-neutral-900 hover:bg-neutral-100 " +
  "data-[selected]:bg-neutral-200 data-[selected]:font-semibold " +
  "data-[focus-visible]:outline-2 data-[focus-visible]:outline-neutral-900";

/** One option of the Design view's radio groups: a dot and its label. */
export function RadioOption({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Radio value={value} className={OPTION}>
      <span
        aria-hidden="true"
        className="size-3.5 shrink-0 rounded-full border border-neutral-600 group-data-[selected]:border-4 group-data-[selected]:border-neutral-900"
      />
      {children}
    </Radio>
  );
}
