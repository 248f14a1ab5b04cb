import { useRef, type InputHTMLAttributes } from "react";
import { LOCALE_TAGS } from "#common/constants.ts";
import type { OrderProperty } from "#server/modules/catalog/product-properties.ts";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { formatFileSize } from "./property-label.ts";
import { usePropertyFileUpload } from "./use-property-file-upload.ts";

type PropertyFileInputProps = {
  itemId: number;
  property: OrderProperty;
  /** id, name, required and the description/hint ids of the field. */
  input: { id: string; name: string; required: boolean; "aria-describedby": string | undefined };
  className: string;
};

/**
 * A file order property. With JavaScript the file is uploaded as soon as it is chosen and
 * the form carries its key; without, it is a plain file input whose file travels with the
 * add-to-cart form.
 */
export function PropertyFileInput({ itemId, property, input, className }: PropertyFileInputProps) {
  const t = useT();
  const { locale } = useRootData();
  const hydrated = useHydrated();
  const fileInput = useRef<HTMLInputElement>(null);
  const { state, upload, remove } = usePropertyFileUpload(itemId, {
    id: property.id,
    maxFileSizeBytes: property.file?.maxFileSizeBytes ?? null,
  });
  const statusId = `${input.id}-status`;
  const errorId = `${input.id}-error`;
  const failed = state.status === "failed";
  const describedBy = [input["aria-describedby"], hydrated ? statusId : null, failed ? errorId : null]
    .filter(Boolean)
    .join(" ");

  const status =
    state.status === "uploading"
      ? t("propertyFile.uploading")
      : state.status === "uploaded"
        ? t("propertyFile.uploaded", {
            name: state.file.fileName,
            size: formatFileSize(state.file.sizeBytes, LOCALE_TAGS[locale]),
          })
        : state.status === "empty" && state.removed
          ? t("propertyFile.removed")
          : "";

  const attributes: InputHTMLAttributes<HTMLInputElement> = {
    ...input,
    // With JavaScript the key below is the value; the file itself must not be sent twice.
    name: hydrated ? undefined : input.name,
    "aria-describedby": describedBy || undefined,
    "aria-invalid": failed || undefined,
    "aria-busy": state.status === "uploading" || undefined,
  };

  return (
    <>
      <input
        ref={fileInput}
        type="file"
        accept={property.file?.acceptedFormats.map((format) => `.${format}`).join(",") || undefined}
        className={`${className} ${failed ? "border-red-700" : ""}`}
        onChange={async (event) => {
          const file = event.currentTarget.files?.[0];
          const element = event.currentTarget;
          if (!file) return;
          // A refused file is cleared, so choosing it again after a fix is a change.
          if (!(await upload(file))) element.value = "";
        }}
        {...attributes}
      />
      {failed && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {state.message}
        </p>
      )}
      {/* Always in the page, so screen readers announce each change of the live region. */}
      {hydrated && (
        <div className={`flex flex-wrap items-center gap-3 text-sm ${status ? "mt-2" : ""}`}>
          <p id={statusId} role="status" className="text-neutral-800">
            {state.status === "uploading" && (
              <span
                aria-hidden="true"
                className="mr-2 inline-block h-3 w-3 rounded-full border-2 border-primary-700 border-t-transparent motion-safe:animate-spin"
              />
            )}
            {status}
          </p>
          {state.status === "uploaded" && (
            <button
              type="button"
              aria-label={t("propertyFile.removeFile", { name: state.file.fileName })}
              className="min-h-6 rounded-md border border-primary-700 px-3 py-1 font-semibold text-primary-800 hover:bg-primary-50"
              onClick={async () => {
                if (!(await remove())) return;
                if (fileInput.current) fileInput.current.value = "";
                fileInput.current?.focus();
              }}
            >
              {t("propertyFile.remove")}
            </button>
          )}
        </div>
      )}
      {state.status === "uploaded" && <input type="hidden" name={input.name} value={state.file.key} />}
    </>
  );
}
