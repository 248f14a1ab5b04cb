import { Switch } from "react-aria-components";

/**
 * An on/off setting (react-aria Switch: role switch, Space toggles it) with its label on the
 * right. The track has a border and the knob a dark fill when off, so both states keep 3:1
 * against the page (WCAG 1.4.11). Used by the editor's block forms and page settings.
 */
export function SwitchField({
  label,
  isSelected,
  onChange,
}: {
  label: string;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
}) {
  return (
    <Switch
      isSelected={isSelected}
      onChange={onChange}
      className="group flex cursor-pointer items-center gap-3 text-sm"
    >
      <span
        aria-hidden="true"
        className="flex h-6 w-10 shrink-0 items-center rounded-full border-2 border-neutral-600 bg-neutral-200 px-0.5 transition-colors group-data-focus-visible:outline-2 group-data-focus-visible:outline-offset-2 group-data-focus-visible:outline-primary-700 group-data-selected:border-primary-700 group-data-selected:bg-primary-700"
      >
        <span className="size-4 rounded-full bg-neutral-700 transition-transform group-data-selected:translate-x-4 group-data-selected:bg-white motion-reduce:transition-none" />
      </span>
      {label}
    </Switch>
  );
}
