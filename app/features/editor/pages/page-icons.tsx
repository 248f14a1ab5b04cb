import { ICON_SVG } from "~/components/ui/icon-svg.ts";
/** Small inline icons of the Pages view; decorative (aria-hidden): the text next to them names the thing. */

export function HomeIcon({ className = "size-4" }: { className?: string }) {
  return (
    <svg {...ICON_SVG} className={className}>
      <path d="M3 11l9-8 9 8" />
      <path d="M5 10v10h5v-6h4v6h5V10" />
    </svg>
  );
}

export function HelpIcon({ className = "size-5" }: { className?: string }) {
  return (
    <svg {...ICON_SVG} className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14" />
      <path d="M12 17.5h.01" />
    </svg>
  );
}

export function CloseIcon({ className = "size-5" }: { className?: string }) {
  return (
    <svg {...ICON_SVG} className={className}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function MoreIcon({ className = "size-5" }: { className?: string }) {
  return (
    <svg {...ICON_SVG} className={className}>
      <circle cx="5" cy="12" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="19" cy="12" r="1" />
    </svg>
  );
}

export function ChevronIcon({ className = "size-4" }: { className?: string }) {
  return (
    <svg {...ICON_SVG} className={className}>
      <path d="M9 6l6 6-6 6" />
    </svg>
  );
}

/** The 'unsaved changes' hint: a pencil with a dot. */
export function UnsavedIcon({ className = "size-4" }: { className?: string }) {
  return (
    <svg {...ICON_SVG} className={className}>
      <path d="M4 20h4L19 9l-4-4L4 16z" />
      <circle cx="19" cy="19" r="2" fill="currentColor" />
    </svg>
  );
}

export function Spinner({ className = "size-4" }: { className?: string }) {
  return (
    <svg {...ICON_SVG} className={`animate-spin motion-reduce:animate-none ${className}`}>
      <path d="M12 3a9 9 0 1 0 9 9" />
    </svg>
  );
}
