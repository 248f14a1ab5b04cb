import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // The installed app's icons and the service worker of this build (docs/pwa.md), in build/client.
  async buildEnd({ reactRouterConfig }) {
    const { buildPwaIcons, buildServiceWorker } = await import("./scripts/service-worker.ts");
    await buildPwaIcons(reactRouterConfig.buildDirectory, "public/favicon.svg");
    await buildServiceWorker(reactRouterConfig.buildDirectory);
  },
} satisfies Config;
