import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { EDITOR_TOOLBAR_HEIGHT_PX } from "#common/constants.ts";
import { deviceFrameSrc, DEVICE_FRAME_ATTRIBUTE } from "~/lib/device-frame.ts";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { useEditor } from "../editor-store.ts";
import { DEVICE_PREVIEW_WIDTHS_PX } from "../toolbar/device-preview-toggle.tsx";
import { pathFromMessage } from "./frame-messages.ts";

/**
 * The device preview (issue 5 section 2): below the toolbar, the page in an iframe 375 or
 * 768 px wide, so its media queries, art-directed images and `sizes` answer to that width.
 * The page itself is hidden meanwhile (app/app.css). The frame shares the editor's store
 * (shared-store.ts) and sends its links here (frame-bridge.tsx); they go through this window's
 * router, so the leave guard still asks about unsaved changes.
 */
export function DevicePreviewStage() {
  const t = useT();
  const preview = useEditor((state) => state.devicePreview);
  const location = useLocation();
  const { locale, editor } = useRootData();
  const navigate = useNavigate();
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const path = pathFromMessage(event.data, window.location.origin);
      if (path !== null) void navigate(path);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [navigate]);

  const width = DEVICE_PREVIEW_WIDTHS_PX[preview];
  if (width === null) return null;
  return (
    <div
      data-device-preview-stage=""
      className="flex justify-center overflow-x-auto bg-neutral-300 p-4"
      style={{ height: `calc(100dvh - ${EDITOR_TOOLBAR_HEIGHT_PX}px)` }}
    >
      <iframe
        // Edit and Preview render the page differently on the server: a mode switch (a
        // navigation to the same address) loads the frame again.
        key={editor.editing ? "edit" : "preview"}
        ref={frame}
        {...{ [DEVICE_FRAME_ATTRIBUTE]: preview }}
        title={t("editorDevice.frame", { device: t(`editorDevice.${preview}`), width })}
        src={deviceFrameSrc(location.pathname + location.search, locale)}
        className="box-content h-[calc(100%-2px)] shrink-0 rounded-xl border border-neutral-500 bg-white shadow-[0_0_0_8px_var(--color-neutral-800)]"
        style={{ width }}
      />
    </div>
  );
}
