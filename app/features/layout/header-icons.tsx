/**
 * The header's icons on small screens; decorative (aria-hidden): each control carries its
 * name as text (sr-only there, visible on wider screens).
 */
import { ICON_SVG } from "~/components/ui/icon-svg.ts";

type IconProps = { className?: string };

export function MenuIcon({ className = "size-6" }: IconProps) {
  return (
    <svg {...ICON_SVG} className={className}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function SearchIcon({ className = "size-6" }: IconProps) {
  return (
    <svg {...ICON_SVG} className={className}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </svg>
  );
}

export function AccountIcon({ className = "size-6" }: IconProps) {
  return (
    <svg {...ICON_SVG} className={className}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  );
}

export function HeartIcon({ className = "size-6" }: IconProps) {
  return (
    <svg {...ICON_SVG} className={className}>
      <path d="M12 20s-7.5-4.6-9.2-9.4C1.7 7.4 3.8 4 7.2 4c2 0 3.6 1.1 4.8 2.8C13.2 5.1 14.8 4 16.8 4c3.4 0 5.5 3.4 4.4 6.6C19.5 15.4 12 20 12 20Z" />
    </svg>
  );
}

export function BagIcon({ className = "size-6" }: IconProps) {
  return (
    <svg {...ICON_SVG} className={className}>
      <path d="M5 8h14l-1 13H6L5 8Z" />
      <path d="M9 10V7a3 3 0 0 1 6 0v3" />
    </svg>
  );
}
