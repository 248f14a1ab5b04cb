import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { LOCALE_TAGS } from "#common/constants.ts";
import { LoadingBar } from "~/components/ui/loading-bar.tsx";
import { NotificationProvider } from "~/components/ui/notifications.tsx";
import { ShopFrame } from "~/features/layout/shop-frame.tsx";
import { FlashNotice } from "~/features/layout/flash-notice.tsx";
import { navTree } from "~/features/layout/nav-tree.ts";
import { DesignThemeStyle } from "~/features/layout/design-theme-style.tsx";
import { designHead } from "~/features/layout/design-theme.server.ts";
import { ApiProvider } from "~/lib/api.tsx";
import { cartNotices } from "~/lib/cart-answer.ts";
import { CartProvider } from "~/lib/cart-context.tsx";
import { isSharedPagePattern } from "~/lib/shared-page.server.ts";
import { ViewerProvider, useViewer, type ServerViewer } from "~/lib/viewer.tsx";
import { EditorStoreSlotProvider } from "~/lib/editor-store-slot.tsx";
import { I18nProvider, useT, useTextParts } from "~/lib/i18n.tsx";
import { preloadTexts } from "~/lib/preload-texts.ts";
import { SHOP_LOGO_PATH } from "~/lib/json-ld.ts";
import { JsonLdScripts } from "~/lib/json-ld-scripts.tsx";
import { localeFromPathname, splitLocalePrefix } from "~/lib/locale-path.ts";
import { useRootData, type RootData } from "~/lib/root-data.ts";
import { getAppContext } from "~/lib/context.server.ts";
import type { Route } from "./+types/root";
import { loadEditorShell, loadedEditorShell } from "./editor-loader.ts";
// A URL, not a side-effect import: the stylesheet is rendered below with a precedence, which
// makes React put it ahead of the scripts' modulepreloads in the head (first paint waits for it).
import appCss from "./app.css?url";
import { pageUrl } from "~/lib/page-url.ts";
import { isDeviceFrameRequest } from "~/lib/device-frame.ts";
import { isBackOfficePath } from "~/lib/back-office-path.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";

/** Consent and the installable app's page side, loaded after hydration (after-hydration.tsx). */
const AfterHydration = lazy(() => import("~/features/layout/after-hydration.tsx"));

/**
 * Editor code is a chunk of its own, fetched only when an operator is in the editor
 * (docs/operators.md). The server loads it before rendering (root loader) and the browser
 * before hydrating (entry.client.tsx), so the toolbar is in the first HTML, also without
 * JavaScript. Entering the editor by a client-side navigation renders the lazy component:
 * the navigation's transition keeps the old page until the chunk is in.
 */
const LazyEditorShell = lazy(() => loadEditorShell().then((component) => ({ default: component })));
function EditorShell(props: { editor: RootData["editor"] }) {
  // Not created here: the loader module keeps one component, the same in every render.
  const Shell = loadedEditorShell() ?? LazyEditorShell;
  // eslint-disable-next-line react-hooks/static-components
  return <Shell {...props} />;
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: SHOP_LOGO_PATH, type: "image/svg+xml" }];

export async function loader({ context, request, pattern }: Route.LoaderArgs) {
  const app = getAppContext(context);
  // A page shared by every visitor (docs/page-cache.md) leaves the visitor out of its HTML:
  // the browser asks for them after hydration (lib/viewer.tsx).
  if (app.page.eligible && isSharedPagePattern(pattern)) app.page.share();
  const shared = app.page.shared;
  // Otherwise the cart too, so the header's count is rendered on the server (no flash); the design likewise.
  const [{ session, categories, consent }, cart, design, editorSession] = await Promise.all([
    app.rpc.getInit(),
    shared ? null : app.rpc.getCart(),
    app.rpc.getDesignSettings(),
    app.rpc.getEditorSession(),
  ]);
  // The back office has its own frame: an owner there works on orders, not on the page.
  const editor = isBackOfficePath(pageUrl(request).pathname)
    ? { ...editorSession, editingEnabled: false, editing: false, disableActions: true }
    : editorSession;
  if (editor.editingEnabled) await loadEditorShell();
  // The editor's device preview frame (lib/device-frame.ts): the bridge instead of the toolbar.
  const frame = editor.editingEnabled && isDeviceFrameRequest(pageUrl(request));
  const viewer: ServerViewer | null = cart && {
    session,
    cart,
    csrfToken: app.csrfToken,
    // Reading the cart drops lines that can no longer be bought; the shopper is told once.
    cartNotices: cartNotices(app.rpc.context.events),
    // A one-time notice is the editor window's to show, never the preview frame's.
    flash: frame ? null : app.takeFlash(),
  };
  return {
    locale: app.locale,
    timeZone: app.timeZone,
    shopName: app.shopName,
    prefix: splitLocalePrefix(pageUrl(request).pathname).prefix,
    nonce: shared ? undefined : app.nonce,
    categories: navTree(categories),
    design: designHead(design),
    // Which consent groups the shop has services for, and its tracker (docs/consent.md).
    consent,
    viewer,
    // The editor flags (docs/glossary.md, editor spec §1): an operator with the edit cookie gets the toolbar.
    editor: { ...editor, frame },
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const locale = data?.locale ?? localeFromPathname(location.pathname);
  // On the server: the page's language's core texts and its routes' parts as modulepreloads,
  // which entry.client.tsx awaits before hydrating, reading the parts from data-texts
  // (common/i18n/catalogues.ts, ADR 029).
  const parts = useTextParts();
  preloadTexts(locale, ["core", ...parts]);
  return (
    <html lang={LOCALE_TAGS[locale]} data-texts={parts.length > 0 ? parts.join(" ") : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {data?.viewer && <meta name="csrf-token" content={data.viewer.csrfToken} />}
        <link rel="stylesheet" href={appCss} precedence="shop" />
        {/* The installable web app (docs/pwa.md), in the page's language. */}
        <link rel="manifest" href={`${data?.prefix ?? ""}/manifest.webmanifest`} />
        {data && <meta name="theme-color" content={data.design.themeColor} />}
        <Meta />
        <Links />
        {data && <DesignThemeStyle design={data.design} nonce={data.nonce} />}
        <JsonLdScripts nonce={data?.nonce} />
      </head>
      {/* The address this render shows: it changes with the page's commit, not before it as the
          URL of a client-side navigation does (the e2e harness waits for it, tests/e2e/harness). */}
      <body data-rendered-path={location.pathname + location.search}>
        <I18nProvider locale={locale} timeZone={data?.timeZone} parts={parts}>
          <NotificationProvider>{children}</NotificationProvider>
        </I18nProvider>
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRootData();
  // A device preview frame stays one for the life of its document, even when a later root
  // revalidation comes from an address without the parameter.
  const [frame] = useState(data.editor.frame);
  const hydrated = useHydrated();
  return (
    <ApiProvider locale={data.locale} csrfToken={data.viewer?.csrfToken ?? ""}>
      <ViewerProvider serverViewer={data.viewer} locale={data.locale}>
        <CartProvider>
          <EditorStoreSlotProvider>
            <LoadingBar />
            {data.editor.editingEnabled && <EditorShell editor={{ ...data.editor, frame }} />}
            <ViewerFlash />
            {!frame && hydrated && (
              <Suspense fallback={null}>
                <AfterHydration consent={data.consent} pwa={!data.editor.editingEnabled} />
              </Suspense>
            )}
            <Outlet />
          </EditorStoreSlotProvider>
        </CartProvider>
      </ViewerProvider>
    </ApiProvider>
  );
}

/** The notice the server kept for this page (in the root's data, or asked for by a shared page). */
function ViewerFlash() {
  return <FlashNotice flash={useViewer().flash} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  const page = <ErrorPage error={error} />;
  if (!data) return page;
  // The frame's header searches through the API (suggestions), as on every other page.
  return (
    <ApiProvider locale={data.locale} csrfToken={data.viewer?.csrfToken ?? ""}>
      <ViewerProvider serverViewer={data.viewer} locale={data.locale}>
        <CartProvider>
          <ShopFrame>{page}</ShopFrame>
        </CartProvider>
      </ViewerProvider>
    </ApiProvider>
  );
}

function ErrorPage({ error }: { error: unknown }) {
  const t = useT();
  const location = useLocation();
  const { prefix } = splitLocalePrefix(location.pathname);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? t("errorPage.notFoundTitle") : t("errorPage.internalTitle");
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16 text-center">
      <title>{title}</title>
      <p className="text-6xl font-bold text-primary-700" aria-hidden="true">
        {notFound ? 404 : isRouteErrorResponse(error) ? error.status : 500}
      </p>
      <h1 className="mt-4 text-3xl font-semibold">{title}</h1>
      <p className="mt-4 text-neutral-700">
        {notFound ? t("errorPage.notFoundMessage", { path: location.pathname }) : t("errorPage.internalMessage")}
      </p>
      <a
        href={prefix || "/"}
        className="mt-8 inline-block rounded-md bg-primary-700 px-5 py-3 font-semibold text-white"
      >
        {t("errorPage.backHome")}
      </a>
    </main>
  );
}
