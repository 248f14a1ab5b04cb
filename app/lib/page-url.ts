/**
 * The address of the page a loader serves. React Router 8 hands loaders the raw request
 * of a client-side navigation ("/wohnen.data?_routes=…"), so the suffix and the routes
 * parameter are removed the way React Router's own getNormalizedPath does.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.endsWith("/_.data")
    ? url.pathname.slice(0, -"_.data".length)
    : url.pathname.replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  return url;
}

/** The same for a path without its locale prefix ("/wohnen.data" -> "/wohnen"). */
export function pagePath(rest: string): string {
  return rest.replace(/\.data$/, "");
}
