import { useEffect } from "react";
import { ToggleButton, ToggleButtonGroup, type Key } from "react-aria-components";
import { useT } from "~/lib/i18n.tsx";
import { clearPreviewCss } from "../design/design-preview.ts";
import { useEditor, useEditorStore, type DevicePreview } from "../editor-store.ts";

/** The page widths of the device preview (issue 5 section 2); app/app.css applies them. */
export const DEVICE_PREVIEW_WIDTHS_PX: Record<DevicePreview, number | null> = { mobile: 375, tablet: 768, full: null };
export const DEVICE_PREVIEWS = Object.keys(DEVICE_PREVIEW_WIDTHS_PX) as DevicePreview[];
/** The attribute on <body> that app/app.css reads. */
export const DEVICE_PREVIEW_ATTRIBUTE = "data-device-preview";

/** Shows the store's preview width on <body>; full width removes the attribute. */
export function applyDevicePreview(preview: DevicePreview, body: HTMLElement = document.body): void {
  if (preview === "full") body.removeAttribute(DEVICE_PREVIEW_ATTRIBUTE);
  else body.setAttribute(DEVICE_PREVIEW_ATTRIBUTE, preview);
}

function isDevicePreview(key: Key | undefined): key is DevicePreview {
  return typeof key === "string" && key in DEVICE_PREVIEW_WIDTHS_PX;
}

/** Mobile 375 px, tablet 768 px or full width: the page below the toolbar in an iframe that wide (device-preview/). */
export function DevicePreviewToggle() {
  const t = useT();
  const store = useEditorStore();
  const preview = useEditor((state) => state.devicePreview);
  useEffect(() => applyDevicePreview(preview), [preview]);
  // The toggle lives as long as the toolbar: leaving the editor (logout) gives the page its
  // full width and the saved design back (the Design view's preview outlives the drawer).
  useEffect(
    () => () => {
      applyDevicePreview("full");
      clearPreviewCss();
    },
    [],
  );
  return (
    <ToggleButtonGroup
      aria-label={t("editorDevice.label")}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[preview]}
      onSelectionChange={(keys) => {
        const [key] = [...keys];
        if (isDevicePreview(key)) store.getState().setDevicePreview(key);
      }}
      className="flex overflow-hidden rounded-md border border-neutral-500"
    >
      {DEVICE_PREVIEWS.map((device) => (
        <ToggleButton
          key={device}
          id={device}
          className="flex items-center gap-1.5 px-2.5 py-1.5 text-sm font-semibold text-white hover:bg-neutral-700 data-[selected]:bg-white data-[selected]:text-neutral-900 data-[focus-visible]:outline-2 data-[focus-visible]:outline-white"
        >
          <DeviceIcon device={device} />
          <span className="sr-only xl:not-sr-only">{t(`editorDevice.${device}`)}</span>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** Below 1280 px the buttons show only these (their names stay for screen readers and tests). */
function DeviceIcon({ device }: { device: DevicePreview }) {
  const frame = {
    mobile: { width: 10, height: 16 },
    tablet: { width: 14, height: 18 },
    full: { width: 20, height: 14 },
  }[device];
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x={12 - frame.width / 2} y={12 - frame.height / 2} width={frame.width} height={frame.height} rx="2" />
    </svg>
  );
}
