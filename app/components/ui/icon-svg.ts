/**
 * The attributes of the shop's inline line icons (24-unit grid, current colour): decorative,
 * so hidden from screen readers, whose name comes from the text or label beside the icon.
 */
export const ICON_SVG = {
  "aria-hidden": true,
  focusable: false,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;
