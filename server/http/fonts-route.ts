import { readFile } from "node:fs/promises";
import type { Hono } from "hono";
import { FONTS_PATH, fontFilePath, fontList } from "../modules/settings/index.ts";
import type { AppEnv } from "./request-context.ts";

// A file's URL names its package version: a new version is a new URL.
const IMMUTABLE = "public, max-age=31536000, immutable";
// meta.json keeps its address across releases (docs/glossary.md, editor spec §7), so it may change.
const ONE_HOUR = "public, max-age=3600";

/**
 * The self-hosted fonts: `GET /fonts/meta.json` (the font list) and
 * `GET /fonts/{id}/{version}/{file}.woff2` straight from the pinned @fontsource package.
 */
export function mountFonts(app: Hono<AppEnv>): void {
  app.get(`${FONTS_PATH}/meta.json`, (c) => {
    c.header("Cache-Control", ONE_HOUR);
    return c.json(fontList());
  });
  app.get(`${FONTS_PATH}/:id/:version/:file`, async (c) => {
    const file = fontFilePath(c.req.param("id"), c.req.param("version"), c.req.param("file"));
    if (!file) return c.text("Not Found", 404);
    const bytes = new Uint8Array(await readFile(file));
    c.header("Content-Type", "font/woff2");
    c.header("Cache-Control", IMMUTABLE);
    return c.body(bytes);
  });
}
