import { BRAND_MODULE } from "../../src/modules/brand"
import type BrandModuleService from "../../src/modules/brand/service"
import { applyMerchantWorkflow } from "../../src/workflows/merchants/apply-merchant"
import { approveMerchantWorkflow } from "../../src/workflows/merchants/approve-merchant"
import { toMerchantJson } from "../../src/queries/merchants/merchant-json"
import { anyStatus, bearer, readOutbox, register, uniqueEmail } from "./accounts"

let phoneCounter = 0
/** A fresh, valid 10-digit phone number for each application. */
export function uniquePhone() {
  phoneCounter += 1
  return `07${String(Date.now() % 1e6).padStart(6, "0")}${String(phoneCounter % 100).padStart(2, "0")}`
}

export const application = (overrides: Record<string, unknown> = {}) => ({
  name: "Wanjiru Kamau",
  email: uniqueEmail("seller"),
  phoneNumber: uniquePhone(),
  brand: `Kikapu ${phoneCounter}`,
  business: "Handwoven baskets from Machakos.",
  ...overrides,
})

/** An application stored without going through the rate-limited route. */
export async function applied(container: any, overrides: Record<string, unknown> = {}) {
  const body = application(overrides) as any
  const { result } = await applyMerchantWorkflow(container).run({ input: { ...body, email: body.email ?? null } })
  return { ...toMerchantJson(result), body }
}

export function signupTokenFrom(mail: { text: string }) {
  const token = mail.text.match(/#\/merchant-signup\/([a-f0-9]+)\?email=/)?.[1]
  if (!token) throw new Error("no merchant sign-up link in the e-mail")
  return token
}

/**
 * An approved merchant with a signed-in ROLE_MERCHANT account (an existing member promoted
 * on approval), optionally put in charge of one of the fixture brands.
 */
export async function merchantWithAccount(api: any, container: any, fixtureBrandSlug?: string) {
  const person = await register(api)
  const merchant = await applied(container, { email: person.email })
  await approveMerchantWorkflow(container).run({ input: { merchantId: merchant._id } })
  const brands = container.resolve(BRAND_MODULE) as BrandModuleService
  if (fixtureBrandSlug) {
    const [own] = await brands.listBrands({ merchant_id: merchant._id })
    await brands.deleteBrands(own.id)
    const [fixture] = await brands.listBrands({ slug: fixtureBrandSlug })
    await brands.updateBrands({ id: fixture.id, merchant_id: merchant._id })
  }
  const [brand] = await brands.listBrands({ merchant_id: merchant._id })
  return { ...person, merchantId: merchant._id as string, brand }
}

export async function invitationToken(email: string) {
  return signupTokenFrom(await readOutbox(email, "merchant-invitation"))
}

export { anyStatus, bearer }
