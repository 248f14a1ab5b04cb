/**
 * Build plugin (client build): writes, per chunk, its modules with their rendered (minified)
 * length to build/client-modules.json, for `npm run size -- --modules` (scripts/first-load-modules.ts).
 * A few KiB of JSON beside the build; the server never reads it.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin, ResolvedConfig } from "vite";

export const CLIENT_MODULES_FILE = "client-modules.json";

/** Per chunk file ("assets/app-core-….js"), its modules (absolute ids) and their rendered bytes. */
export type ChunkModules = Record<string, { module: string; bytes: number }[]>;

export function bundleReport(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "bundle-report",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_, bundle) {
      const report: ChunkModules = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        report[chunk.fileName] = Object.entries(chunk.modules)
          .map(([module, info]) => ({ module, bytes: info.renderedLength }))
          .filter((entry) => entry.bytes > 0)
          .sort((a, b) => b.bytes - a.bytes);
      }
      // Beside build/client, not in it: the static file server serves build/client.
      const outDir = path.resolve(config.root, config.environments.client?.build.outDir ?? "build/client");
      writeFileSync(path.join(outDir, "..", CLIENT_MODULES_FILE), `${JSON.stringify(report)}\n`);
    },
  };
}
