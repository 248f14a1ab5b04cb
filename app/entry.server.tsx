import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { appContext } from "./lib/context.server.ts";
import { lowPriorityScriptPreloads } from "./lib/script-preload-priority.server.ts";
import { pageJsonLd } from "./lib/json-ld.server.ts";
import { DocumentJsonLdProvider } from "./lib/json-ld-scripts.tsx";
// Both languages' catalogues for every render (common/i18n/catalogues.ts); the browser loads only its page's one.
import "#common/i18n/translator.ts";

export const streamTimeout = 5_000;

/**
 * The default React Router node entry, plus the CSP nonce on every inline script, the page's
 * JSON-LD and the scripts' preloads at low priority (lib/script-preload-priority.server.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const app = loadContext.get(appContext);
  const { logError } = app;
  // A shared page carries no nonce: its Content-Security-Policy names its scripts by hash.
  const nonce = app.page.shared ? undefined : app.nonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the complete document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <DocumentJsonLdProvider nodes={pageJsonLd(loadContext)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </DocumentJsonLdProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const head = lowPriorityScriptPreloads();
          head.pipe(body);
          pipe(head);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the initial shell reject and are logged by handleError.
          if (shellRendered) logError(error);
        },
      },
    );
  });
}

/**
 * React Router's refusal of a form posted from another origin (its CSRF check): a visitor's
 * or an attacker's request, not a fault of the shop.
 */
function isRefusedFormOrigin(error: unknown): boolean {
  return error instanceof Error && error.message.includes("`origin` header");
}

/** Loader, action and render errors go to the structured log with the request id. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const app = context.get(appContext);
  if (isRefusedFormOrigin(error)) {
    app.logWarning("form refused: its origin is not the shop's", {
      origin: request.headers.get("origin")?.slice(0, 200) ?? null,
      url: request.url,
    });
    return;
  }
  app.logError(error);
};
