import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
