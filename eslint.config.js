import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { readdirSync } from "node:fs";

/**
 * The server's floors, top to bottom (docs/architecture.md). A floor imports only floors
 * below it; a module imports another module only through its public entry (index.ts).
 */
const SERVER_FLOORS = [
  ["./server/main.ts", "./server/shop.ts"],
  ["./server/http"],
  ["./server/operations"],
  ["./server/demo"],
  ["./server/subscribers"],
  ["./server/workflows"],
  ["./server/rpc"],
  ["./server/integrations"],
  ["./server/modules"],
  ["./server/jobs"],
  [
    "./server/db",
    "./server/config.ts",
    "./server/logger.ts",
    "./server/errors.ts",
    "./server/event-bus.ts",
    "./server/security",
  ],
];

function serverLayerZones() {
  const zones = [{ target: "./server", from: "./app", message: "The server does not import the app." }];
  SERVER_FLOORS.forEach((floor, index) => {
    const above = SERVER_FLOORS.slice(0, index).flat();
    if (above.length === 0) return;
    for (const target of floor) {
      zones.push({
        target,
        from: above,
        message: "An import runs back up the server's floors (docs/architecture.md).",
      });
    }
  });
  const modules = readdirSync(new URL("./server/modules", import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const entries = modules.map((name) => `./${name}/index.ts`);
  for (const name of modules) {
    zones.push({
      target: `./server/modules/${name}`,
      from: "./server/modules",
      except: [`./${name}`, ...entries.filter((entry) => entry !== `./${name}/index.ts`)],
      message: "A module uses another module only through its index.ts.",
    });
  }
  zones.push({
    target: SERVER_FLOORS.slice(
      0,
      SERVER_FLOORS.findIndex((floor) => floor.includes("./server/modules")),
    ).flat(),
    from: "./server/modules",
    except: entries,
    message: "Code above the modules uses a module only through its index.ts.",
  });
  return zones;
}

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      "node_modules/",
      ".react-router/",
      "coverage/",
      "bench-results/",
      "server/db/migrations/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // Dependencies flow one way (house style): ui -> features -> routes; server and app
      // never import each other's runtime code except through *.server.ts files.
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./common", from: ["./app", "./server"], message: "common/ is shared by both sides." },
            { target: "./server", from: "./app", message: "The server does not import the app." },
            { target: "./app/components", from: ["./app/features", "./app/routes", "./app/layouts"] },
            { target: "./app/features", from: ["./app/routes", "./app/layouts"] },
          ],
        },
      ],
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["#server/*"],
              allowTypeImports: true,
              message: "Import server code only from *.server.ts files (types are fine).",
            },
          ],
        },
      ],
    },
  },
  {
    // The server's floors (docs/architecture.md): each imports only the floors below it, and a
    // module only another module's public entry (index.ts). Tests may reach anywhere.
    files: ["server/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: serverLayerZones() }],
    },
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ["**/*.server.ts", "server/**", "tests/**", "scripts/**", "**/*.test.ts", "**/*.test.tsx"],
    rules: { "@typescript-eslint/no-restricted-imports": "off" },
  },
);
