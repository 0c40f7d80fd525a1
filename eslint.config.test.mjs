// The lint configuration's own spec: each backend floor's import fence fires on a back edge and
// stays quiet on an import that runs the right way (`npm run lint` runs it after ESLint).
import { test } from "node:test"
import assert from "node:assert/strict"
import { ESLint } from "eslint"

const eslint = new ESLint({ cwd: import.meta.dirname })

async function restrictedImports(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.line)
}

const cases = [
  ["backend/src/domain/orders/x.ts", 'import { a } from "../../queries/orders/load-orders"', [1]],
  ["backend/src/domain/orders/x.ts", 'import { a } from "../../modules/order-line/service"', [1]],
  ["backend/src/domain/orders/x.ts", 'import type { a } from "../../modules/order-line/models/order-line"', []],
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
