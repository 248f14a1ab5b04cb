import type { ButtonHTMLAttributes } from "react";

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: "primary" | "secondary"; busy?: boolean };

export function Button({
  variant = "primary",
  busy = false,
  className = "",
  children,
  disabled,
  ...rest
}: ButtonProps) {
  const look =
    variant === "primary"
      ? "bg-primary-700 text-white hover:bg-primary-800 disabled:bg-neutral-400"
      : "border border-primary-700 text-primary-800 hover:bg-primary-50 disabled:text-neutral-500";
  return (
    <button
      {...rest}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`inline-flex items-center justify-center rounded-md px-5 py-2.5 font-semibold ${look} ${className}`}
    >
      {children}
    </button>
  );
}
