/**
 * Failures the tests inject, only under NODE_ENV=test (never elsewhere, whatever the environment says).
 * Read per call, so a test can set them while the shop runs.
 */
const underTest = (env: NodeJS.ProcessEnv, value: string | undefined) => (env.NODE_ENV === "test" ? value : undefined)

/** SHOP_AUDIT_FAIL_AFTER: the action that fails right after its audit entry is written. */
export const auditFailAfter = (env: NodeJS.ProcessEnv = process.env) => underTest(env, env.SHOP_AUDIT_FAIL_AFTER)

/** SHOP_CHECKOUT_FAIL_AFTER: the checkout point that throws, so tests prove every step before it compensates. */
export const checkoutFailAfter = (env: NodeJS.ProcessEnv = process.env) => underTest(env, env.SHOP_CHECKOUT_FAIL_AFTER)
