import type { FieldErrors } from "./block-errors.ts";
import { valueAt, withValue, type FieldPath } from "./content-path.ts";

/**
 * One content form's view of its block: the content, how to report a new one, and the
 * block's errors (paths relative to the block, so a content field's is "content.<path>").
 */
export type ContentForm<Content> = {
  content: Content;
  onContent: (content: Content) => void;
  errors: FieldErrors;
};

export type Binding<Value> = { value: Value; onChange: (value: Value) => void; error: string | undefined };

function bind<Value>(form: ContentForm<unknown>, path: FieldPath, read: (raw: unknown) => Value): Binding<Value> {
  return {
    value: read(valueAt(form.content, path)),
    onChange: (value) => form.onContent(withValue(form.content, path, value)),
    error: form.errors[["content", ...path].join(".")],
  };
}

/** A text field; unset reads as "". */
export function textAt(form: ContentForm<unknown>, path: FieldPath): Binding<string> {
  return bind(form, path, (raw) => (typeof raw === "string" ? raw : ""));
}

export function booleanAt(form: ContentForm<unknown>, path: FieldPath, fallback = false): Binding<boolean> {
  return bind(form, path, (raw) => (typeof raw === "boolean" ? raw : fallback));
}

export function numberAt(form: ContentForm<unknown>, path: FieldPath, fallback: number): Binding<number> {
  return bind(form, path, (raw) => (typeof raw === "number" ? raw : fallback));
}

/** One of a fixed set; unset (or unknown) reads as the renderer's default. */
export function choiceAt<T extends string>(form: ContentForm<unknown>, path: FieldPath, fallback: T): Binding<T> {
  return bind(form, path, (raw) => (typeof raw === "string" ? (raw as T) : fallback));
}
