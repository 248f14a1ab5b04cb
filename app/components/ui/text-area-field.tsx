import { useId, type ReactNode, type TextareaHTMLAttributes } from "react";

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & {
  label: string;
  name: string;
  /** Translated error text; sets aria-invalid and is announced with the field. */
  error?: string | undefined;
  hint?: ReactNode;
};

/** TextField's multi-line sibling: label, hint and error tied to the field the same way. */
export function TextAreaField({ label, name, error, hint, className, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
        {textarea.required && <span aria-hidden="true"> *</span>}
      </label>
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1 block w-full rounded-md border px-3 py-2 ${error ? "border-red-700" : "border-neutral-400"}`}
        {...textarea}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-neutral-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
