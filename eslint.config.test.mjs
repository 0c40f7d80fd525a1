// The lint configuration's own spec: each backend floor's import fence fires on a back edge and
// stays quiet on an import that runs the right way (`npm run lint` runs it after ESLint).
import { test } from "node:test"
import assert from "node:assert/strict"
import { ESLint } from "eslint"
import { backendFloors } from "./eslint.config.mjs"

const eslint = new ESLint({ cwd: import.meta.dirname })
/** The configuration with the refactor's fences on (as the shop's own). */
const afterRefactor = new ESLint({ cwd: import.meta.dirname, overrideConfig: backendFloors({ afterRefactor: true }) })

async function restrictedImports(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.line)
}

const cases = [
  ["backend/src/domain/orders/x.ts", 'import { a } from "../../queries/orders/load-orders"', [1]],
  ["backend/src/domain/orders/x.ts", 'import { a } from "../../modules/order-line"', [1]],
  ["backend/src/domain/orders/x.ts", 'import type { a } from "../../modules/order-line"', []],
  ["backend/src/queries/orders/x.ts", 'import { a } from "../../workflows/orders/place-order"', [1]],
  ["backend/src/queries/orders/x.ts", 'import { a } from "../../api/http/paging"', [1]],
  ["backend/src/queries/orders/x.ts", 'import { a } from "../../domain/orders/totals"\nimport { b } from "../../modules/order-line"', []],
  ["backend/src/api/http/x.ts", 'import { a } from "../../workflows/orders/place-order"', [1]],
  ["backend/src/api/http/x.ts", 'import { a } from "../api/order/middlewares"', [1]],
  ["backend/src/api/http/x.ts", 'import { a } from "../../server/server-gate"', [1]],
  ["backend/src/workflows/orders/x.ts", 'import { a } from "../../api/http/errors"', [1]],
  ["backend/src/workflows/orders/x.ts", 'import { a } from "../../queries/orders/load-orders"\nimport { b } from "./steps/y"', []],
  ["backend/src/server/chat/x.ts", 'import { a } from "../../api/api/auth/social-sign-in"', [1]],
  ["backend/src/server/chat/x.ts", 'import { a } from "../../api/http/account"', []],
  ["backend/src/modules/review/x.ts", 'import { a } from "../../queries/reviews/find-review"', [1]],
  ["backend/instrumentation.ts", 'import { a } from "./src/queries/chat/people"', [1]],
  ["backend/instrumentation.ts", 'import { a } from "./src/server/server-gate"', []],
]

// Fences on today: the /api routes' zone; M-Pesa payments reach orders only through workflows/checkout.
cases.push(
  ["backend/src/api/api/order/add/route.ts", 'import { a } from "../../../../server/server-gate"', [1]],
  ["backend/src/api/api/order/add/route.ts", 'import { a } from "../../../../subscribers/order-placed"', [1]],
  ["backend/src/api/api/order/add/route.ts", 'import { a } from "../../../http/validate"\nimport { b } from "../../../../workflows/checkout/place-order"', []],
  ["backend/src/workflows/payments/steps/x.ts", 'import { a } from "../../orders/place-shop-order"', [1]],
  ["backend/src/workflows/payments/x.ts", 'import { a } from "../orders/steps/stock-locks"', [1]],
  ["backend/src/workflows/payments/steps/x.ts", 'import { a } from "../../checkout/steps/stock-locks"\nimport { b } from "../../../queries/orders/order-refs"', []]
)

for (const [filePath, code, lines] of cases) {
  test(`${filePath}: ${code.split("\n")[0]}`, async () => {
    assert.deepEqual(await restrictedImports(filePath, code), lines)
  })
}

test("an exception is one eslint-disable-next-line with its rule and its reason", async () => {
  const lint = async (code) => {
    const [result] = await eslint.lintText(code, { filePath: "backend/src/domain/x.ts" })
    return result.messages.map((m) => m.ruleId)
  }
  assert.ok((await lint("/* eslint-disable no-console -- why */\nexport const a = 1\n")).includes("@eslint-community/eslint-comments/no-use"))
  assert.ok((await lint("// eslint-disable-next-line\nexport const a: any = 1\n")).includes("@eslint-community/eslint-comments/no-unlimited-disable"))
  assert.ok(
    (await lint("// eslint-disable-next-line @typescript-eslint/no-explicit-any\nexport const a: any = 1\n")).includes(
      "@eslint-community/eslint-comments/require-description"
    )
  )
  assert.deepEqual(await lint("// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a reason\nexport const a: any = 1\n"), [])
})

// The refactor's fences: (a) a module only through its index.ts.
const refactorCases = [
  ["backend/src/workflows/orders/x.ts", 'import type A from "../../modules/brand/service"', [1]],
  ["backend/src/workflows/orders/steps/x.ts", 'import { a } from "../../../modules/ledger/posting"', [1]],
  ["backend/src/api/api/brand/route.ts", 'import type { A } from "../../../modules/order-line/models/order-line"', [1]],
  ["backend/src/domain/orders/x.ts", 'import type { A } from "../../modules/order-line/models/order-line"', [1]],
  ["backend/src/subscribers/x.ts", 'import { a } from "../modules/mpesa/daraja-client"', [1]],
  ["backend/src/scripts/x.ts", 'import { a } from "../modules/merchant/service"', [1]],
  ["backend/src/modules/brand/service.ts", 'import { a } from "../merchant/service"', [1]],
  ["backend/src/modules/brand/service.ts", 'import { a } from "./models/brand"\nimport { B } from "../merchant"', []],
  ["backend/src/workflows/orders/x.ts", 'import { BRAND_MODULE } from "../../modules/brand"\nimport { b } from "../../modules/brand/index"', []],
  // ...and the floors stay fenced beside it.
  ["backend/src/queries/orders/x.ts", 'import { a } from "../../workflows/orders/place-order"', [1]],
  ["backend/src/workflows/payments/x.ts", 'import { a } from "../orders/steps/stock-locks"', [1]],
]

for (const [filePath, code, lines] of refactorCases) {
  test(`after the refactor, ${filePath}: ${code.split("\n")[0]}`, async () => {
    const [result] = await afterRefactor.lintText(code, { filePath })
    assert.deepEqual(result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.line), lines)
  })
}

// (b) No raw PostgreSQL connection in api, workflows, subscribers or jobs (read models and module services only).
const pgCases = [
  ["backend/src/workflows/orders/steps/x.ts", "export const k = (c) => c.resolve(ContainerRegistrationKeys.PG_CONNECTION)", 1],
  ["backend/src/api/api/order/route.ts", "export const k = (req) => req.scope.resolve(Keys.PG_CONNECTION)", 1],
  ["backend/src/subscribers/x.ts", 'export const k = (c) => c.resolve("__pg_connection__")', 1],
  ["backend/src/jobs/x.ts", "export const k = (c) => c.resolve(ContainerRegistrationKeys.PG_CONNECTION)", 1],
  ["backend/src/queries/orders/x.ts", "export const k = (c) => c.resolve(ContainerRegistrationKeys.PG_CONNECTION)", 0],
  ["backend/src/modules/ledger/service.ts", "export const k = (c) => c.resolve(ContainerRegistrationKeys.PG_CONNECTION)", 0],
]

for (const [filePath, code, count] of pgCases) {
  test(`after the refactor, PG_CONNECTION in ${filePath}: ${count ? "refused" : "allowed"}`, async () => {
    const [result] = await afterRefactor.lintText(code, { filePath })
    assert.equal(result.messages.filter((m) => m.ruleId === "no-restricted-syntax").length, count)
  })
}

test("the refactor's fences are on in the shop's configuration", async () => {
  const [pg] = await eslint.lintText("export const k = (c) => c.resolve(ContainerRegistrationKeys.PG_CONNECTION)", {
    filePath: "backend/src/workflows/orders/steps/x.ts",
  })
  assert.equal(pg.messages.filter((m) => m.ruleId === "no-restricted-syntax").length, 1)
  assert.deepEqual(await restrictedImports("backend/src/workflows/orders/x.ts", 'import type A from "../../modules/brand/service"'), [1])
})
