/**
 * Headers of a page that shows one visitor's data (cart, checkout, order, account): no
 * shared cache or browser cache may keep it, so a proxy or CDN in front of the shop never
 * hands one shopper's page to another and Back after logout does not show it again.
 * Exported as `headers` by such routes and layouts (children without their own inherit it).
 */
export const privatePageHeaders = () => ({ "Cache-Control": "private, no-store" });
