import type { ButtonHTMLAttributes } from "react";

type Variant = "primary" | "secondary";
type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; busy?: boolean };

/** A button's look, also for a link that stands in for a button (a control that works without JavaScript). */
export function buttonClass(variant: Variant = "primary", className = ""): string {
  const look =
    variant === "primary"
      ? "bg-primary-700 text-white hover:bg-primary-800 disabled:bg-neutral-400"
      : "border border-primary-700 text-primary-800 hover:bg-primary-50 disabled:text-neutral-500";
  return `inline-flex items-center justify-center rounded-md px-5 py-2.5 font-semibold ${look} ${className}`;
}

export function Button({
  variant = "primary",
  busy = false,
  className = "",
  children,
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClass(variant, className)}
    >
      {children}
    </button>
  );
}
