// One lint configuration for the whole repository (docs/conventions.md). No type-aware rules: the
// type check is `npm run typecheck`, and lint stays fast.
import { readdirSync } from "node:fs"
import js from "@eslint/js"
import tseslint from "typescript-eslint"
import reactHooks from "eslint-plugin-react-hooks"
import eslintComments from "@eslint-community/eslint-plugin-eslint-comments"
import globals from "globals"
import { defineConfig } from "eslint/config"

const FEATURES_DIR = new URL("./storefront/src/features/", import.meta.url)
const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
const SHARED_HINT = "shared code lives in src/components, src/lib or src/stores"

/** A feature imports only itself and shared code: never another feature, by alias or by a relative path. */
const featureBoundary = (feature) => {
  const others = features.filter((name) => name !== feature).map(escape)
  const self = escape(feature)
  const message = `A feature never imports another feature (${feature} is importing one); ${SHARED_HINT}.`
  return {
    files: [`storefront/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: `^@/features/(?!${self}(/|$))`, message },
            { regex: `^(\\.\\./)+features/(?!${self}(/|$))`, message },
            ...(others.length ? [{ regex: `^(\\.\\./)+(${others.join("|")})(/|$)`, message }] : []),
          ],
        },
      ],
    },
  }
}

/**
 * The backend's floors (docs/conventions.md, "Backend floors"): imports run api → workflows | queries | domain; workflows →
 * queries | domain | modules; queries → modules | domain; server → api/http | the floors below api.
 * Each floor names the floors it may never import, matched on any segment of a relative path.
 */
const BACKEND = "backend/src"
const floorRule = (message, floors, extra = []) => ({
  "no-restricted-imports": [
    "error",
    {
      patterns: [
        ...(floors.length ? [{ regex: `(^|/)(${floors.join("|")})(/|$)`, message }] : []),
        ...extra.map(({ regex, allowTypeImports, message: own }) => ({ regex, message: own ?? message, allowTypeImports })),
      ],
    },
  ],
})

/** Fences of the issue-50 refactor (module internals, PG_CONNECTION), proven in eslint.config.test.mjs: on, for every file. */
const REFACTOR_FENCES = true

const MODULES_DIR = new URL("./backend/src/modules/", import.meta.url)
const moduleNames = readdirSync(MODULES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith("__"))
  .map((entry) => entry.name)
const MODULE_INTERNALS =
  "A module is used through its index.ts (its key, and its service's and models' types re-exported there): never import another module's files."
/** (a) Another module's files, by any path through src/modules: only `modules/<m>` (its index.ts) may be imported. */
const moduleInternals = { regex: "(^|/)modules/[^/]+/(?!index$).+", message: MODULE_INTERNALS }
/** (a) From inside a module: a sibling module's files by a relative path. */
const siblingInternals = (module) => {
  const others = moduleNames.filter((name) => name !== module).map(escape)
  return others.length ? [{ regex: `^(\\.\\./)+(${others.join("|")})/(?!index$).+`, message: MODULE_INTERNALS }] : []
}
const PG_CONNECTION_MESSAGE =
  "Raw SQL lives in src/queries (read models) and inside a module's own service: api, workflows, subscribers and jobs never resolve PG_CONNECTION."
/** (b) No raw PostgreSQL connection outside read models and modules. */
const noPgConnection = {
  files: ["api", "workflows", "subscribers", "jobs"].map((floor) => `${BACKEND}/${floor}/**/*.ts`),
  ignores: ["**/__tests__/**"],
  rules: {
    "no-restricted-syntax": [
      "error",
      { selector: "Identifier[name='PG_CONNECTION']", message: PG_CONNECTION_MESSAGE },
      { selector: "Literal[value='__pg_connection__']", message: PG_CONNECTION_MESSAGE },
    ],
  },
}

const workflowsRule = (extra) =>
  floorRule(
    "src/workflows imports only workflows, src/queries, src/domain, src/modules and src/config.",
    ["api", "server", "subscribers", "jobs", "emails", "scripts"],
    extra
  )
/** workflows/payments shares checkout's steps, never reaching into workflows/orders. */
const PAYMENTS_APART = {
  regex: "^(\\.\\./){1,2}orders(/|$)",
  message: "M-Pesa payments share checkout's steps through src/workflows/checkout, never src/workflows/orders.",
}

/** The backend's floors; `afterRefactor`: with the refactor's fences (module internals, PG_CONNECTION). */
export const backendFloors = ({ afterRefactor = REFACTOR_FENCES } = {}) => {
  const internals = afterRefactor ? [moduleInternals] : []
  const floors = [
    // Any backend file no floor below names (routes outside /api, scripts, links, config): the refactor's fence only.
    ...(afterRefactor ? [{ files: [`${BACKEND}/**/*.ts`], ignores: [`${BACKEND}/admin/**`], rules: floorRule(MODULE_INTERNALS, [], internals) }] : []),
    {
      files: [`${BACKEND}/domain/**/*.ts`],
      rules: floorRule(
        "src/domain holds pure rules and constants: it imports only src/domain (and, for types, module models).",
        ["api", "workflows", "queries", "server", "subscribers", "jobs", "emails", "links", "scripts", "config"],
        [{ regex: "(^|/)modules(/|$)", allowTypeImports: true }, ...internals]
      ),
    },
    {
      files: [`${BACKEND}/queries/**/*.ts`],
      rules: floorRule(
        "src/queries reads: it imports only src/modules, src/domain and src/config.",
        ["api", "workflows", "server", "subscribers", "jobs", "emails", "scripts"],
        internals
      ),
    },
    ...[
      { files: [`${BACKEND}/workflows/**/*.ts`], extra: [] },
      // workflows/checkout holds what orders and M-Pesa payments share: payments never reach into orders.
      {
        files: [`${BACKEND}/workflows/payments/**/*.ts`],
        extra: [PAYMENTS_APART],
      },
    ].map(({ files, extra }) => ({ files, rules: workflowsRule([...extra, ...internals]) })),
    {
      files: [`${BACKEND}/api/http/**/*.ts`],
      rules: floorRule(
        "src/api/http is the routes' HTTP toolkit: it never imports a route, a workflow or src/server.",
        ["workflows", "server", "subscribers", "jobs", "scripts"],
        [{ regex: "^\\.\\./api(/|$)" }, ...internals]
      ),
    },
    {
      // The /api routes: thin, over the HTTP toolkit, workflows (writes), queries (reads) and domain rules.
      files: [`${BACKEND}/api/api/**/*.ts`],
      rules: floorRule(
        "src/api/api (the /api routes) imports src/api/http, its own area, workflows, queries, domain, config and modules' index.ts only.",
        ["server", "subscribers", "jobs", "emails", "links", "scripts"],
        internals
      ),
    },
    {
      files: [`${BACKEND}/server/**/*.ts`],
      rules: floorRule(
        "src/server (what instrumentation attaches to the HTTP server) imports src/api/http, never a route.",
        ["subscribers", "jobs", "scripts"],
        [{ regex: "(^|/)api/(?!http(/|$))" }, ...internals]
      ),
    },
    ...[
      { files: [`${BACKEND}/modules/**/*.ts`, `${BACKEND}/emails/**/*.ts`], extra: internals },
      // Inside a module: a sibling module's files, by a relative path, are its internals too.
      ...(afterRefactor ? moduleNames.map((module) => ({ files: [`${BACKEND}/modules/${module}/**/*.ts`], extra: [...siblingInternals(module), ...internals] })) : []),
    ].map(({ files, extra }) => ({
      files,
      rules: floorRule(
        "Modules and e-mail templates sit at the bottom: they import no floor above them.",
        ["api", "workflows", "queries", "server", "subscribers", "jobs", "scripts"],
        extra
      ),
    })),
    {
      files: [`${BACKEND}/subscribers/**/*.ts`, `${BACKEND}/jobs/**/*.ts`],
      rules: floorRule("Subscribers and jobs never import the HTTP floors.", ["api", "server"], internals),
    },
    {
      files: ["backend/instrumentation.ts"],
      rules: floorRule("instrumentation.ts attaches src/server only.", ["api", "workflows", "queries", "domain", "modules", "emails"]),
    },
  ]
  return afterRefactor ? [...floors, noPgConnection] : floors
}

export default defineConfig(
  {
    ignores: [
      "**/node_modules/",
      "**/dist/",
      "**/build/",
      "**/coverage/",
      "**/.medusa/",
      "**/.data/",
      "backend/public/",
      "backend/src/modules/*/migrations/",
      "e2e/test-results/",
      "e2e/playwright-report/",
      "bench/results/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    plugins: { "@eslint-community/eslint-comments": eslintComments },
    rules: {
      // Unused names are errors, except the `_`-prefixed ones a signature or a destructuring needs.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // An exception is one line, names its rule and says why: no file-wide or blanket disables.
      "@eslint-community/eslint-comments/no-use": ["error", { allow: ["eslint-disable-next-line"] }],
      "@eslint-community/eslint-comments/no-unlimited-disable": "error",
      "@eslint-community/eslint-comments/require-description": "error",
    },
  },
  {
    files: ["**/*.{js,mjs,cjs,ts}"],
    ignores: ["storefront/src/**", "backend/src/admin/**"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["**/*.cjs", "backend/jest.config*.js", "backend/integration-tests/setup.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["backend/integration-tests/**", "backend/src/**/__tests__/**"],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Integration tests read the API's JSON replies and Medusa's containers untyped, as a client would.
    files: ["backend/integration-tests/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Page objects and specs pass callbacks to page.evaluate, which run in the browser.
    files: ["e2e/**/*.ts"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Playwright reads a fixture's dependencies from its first parameter's pattern: `async ({}, use)`.
      "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }],
      // ...and sets a fixture up only when a test names it, so `{ page, asAdmin }` may name one for its effect.
      "@typescript-eslint/no-unused-vars": ["error", { args: "none", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    files: ["storefront/src/**/*.{ts,tsx}", "backend/src/admin/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["storefront/src/**/*.{ts,tsx}", "backend/src/admin/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
  },
  ...features.map(featureBoundary),
  ...backendFloors(),
  {
    // Shared code never depends on a feature; only src/app composes features.
    files: ["storefront/src/{components,lib,stores,api}/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^@/features/", message: `Shared code never imports a feature; ${SHARED_HINT}.` },
            { regex: "^(\\.\\./)+features/", message: `Shared code never imports a feature; ${SHARED_HINT}.` },
          ],
        },
      ],
    },
  },
)
