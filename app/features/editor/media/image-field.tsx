import { useId, useState } from "react";
import { isImageReference, mediaPreviewUrl } from "#common/schemas/media-library.ts";
import { useT } from "~/lib/i18n.tsx";
import { MediaPickerDialog } from "./media-picker-dialog.tsx";

const BUTTON =
  "rounded-md border px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 disabled:text-neutral-500";

/**
 * An image field of a block form: the value is an image reference (docs/blocks.md "Images").
 * Shows a preview and the reference, 'Choose image' opens the media picker (upload or pick
 * from the library), 'Remove image' empties it, and the address can be typed (an https
 * address of another host, or a media reference).
 */
export function ImageField({
  label,
  value,
  onChange,
  description,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the label, e.g. which screen widths this image is for. */
  description?: string;
}) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const preview = mediaPreviewUrl(value);
  const invalid = !isImageReference(value.trim());
  const describedBy = [description ? `${id}-description` : null, `${id}-hint`, invalid ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset className="space-y-2 rounded-md border border-neutral-300 p-3">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      {description && (
        <p id={`${id}-description`} className="text-sm text-neutral-700">
          {description}
        </p>
      )}
      <div className="flex items-center gap-3">
        {preview ? (
          <img
            src={preview}
            alt={t("editorMedia.preview", { reference: value })}
            className="size-20 shrink-0 rounded border border-neutral-200 bg-neutral-100 object-contain"
          />
        ) : (
          <p className="text-sm text-neutral-700">{t("editorMedia.none")}</p>
        )}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => setOpen(true)}
            className={`${BUTTON} border-primary-700 bg-primary-700 text-white hover:bg-primary-800`}
          >
            {t("editorMedia.choose")}
          </button>
          <button
            type="button"
            onClick={() => onChange("")}
            disabled={value === ""}
            className={`${BUTTON} border-neutral-400 hover:bg-neutral-100`}
          >
            {t("editorMedia.remove")}
          </button>
        </div>
      </div>
      <div>
        <label htmlFor={id} className="block text-sm font-semibold">
          {t("editorMedia.address")}
        </label>
        <input
          id={id}
          type="text"
          inputMode="url"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={`mt-1 block w-full rounded-md border px-2 py-1 text-sm ${invalid ? "border-red-700" : "border-neutral-400"}`}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-700">
          {t("editorMedia.addressHint")}
        </p>
        {invalid && (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
            {t("editorMedia.addressInvalid")}
          </p>
        )}
      </div>
      <MediaPickerDialog
        isOpen={open}
        onOpenChange={setOpen}
        value={value}
        onPick={(reference) => {
          onChange(reference);
          setOpen(false);
        }}
      />
    </fieldset>
  );
}
