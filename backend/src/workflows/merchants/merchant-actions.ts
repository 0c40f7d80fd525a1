/* eslint-disable @typescript-eslint/no-explicit-any -- untyped JSON replies and Medusa filter shapes */
import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { ACCOUNT_MODULE } from "../../modules/account"
import type AccountModuleService from "../../modules/account/service"
import { MERCHANT_MODULE } from "../../modules/merchant"
import type MerchantModuleService from "../../modules/merchant/service"
import { findAccountByEmail } from "../../queries/accounts/find-by-email"
import { applyMerchantWorkflow } from "./apply-merchant"
import { approveMerchantWorkflow } from "./approve-merchant"
import { rejectMerchantWorkflow } from "./reject-merchant"
import { setMerchantActiveWorkflow } from "./set-merchant-active"
import { deleteMerchantWorkflow } from "./delete-merchant"
import { toMerchantJson } from "../../queries/merchants/merchant-json"

export const NO_MERCHANT = "No merchant found."

const merchantsOf = (container: MedusaContainer) => container.resolve<MerchantModuleService>(MERCHANT_MODULE)

export async function findMerchant(container: MedusaContainer, id: string) {
  const [merchant] = await merchantsOf(container).listMerchants({ id }, { take: 1 })
  if (!merchant) throw new MedusaError(MedusaError.Types.NOT_FOUND, NO_MERCHANT)
  return merchant
}

type Application = { name: string; email: string | null; phoneNumber: string; brand: string; business: string }

/** A new application; a second pending one with the same e-mail or phone is refused. */
export async function applyAsMerchant(container: MedusaContainer, application: Application) {
  const phoneDigits = application.phoneNumber.replace(/\D/g, "")
  const pending = await merchantsOf(container).listMerchants(
    {
      status: "Waiting Approval",
      $or: [{ phone_digits: phoneDigits }, ...(application.email ? [{ email: application.email }] : [])],
    } as any,
    { take: 1 }
  )
  if (pending[0]) {
    const field = application.email && pending[0].email === application.email ? "email address" : "phone number"
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `A request with this ${field} is already waiting for approval. We will reach you soon.`
    )
  }
  const { result } = await applyMerchantWorkflow(container).run({
    input: {
      name: application.name,
      email: application.email,
      phone_number: application.phoneNumber,
      phone_digits: phoneDigits,
      brand_name: application.brand,
      business: application.business,
    },
  })
  return {
    message: `We received your request! We will reach you on your phone number ${application.phoneNumber}!`,
    merchant: toMerchantJson(result),
  }
}

/** Approves a merchant (again after a rejection); approving an approved merchant changes nothing. */
export async function approveMerchant(container: MedusaContainer, id: string) {
  const merchant = await findMerchant(container, id)
  if (!merchant.email) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `This merchant has no email address. Please call them at ${merchant.phone_number}.`
    )
  }
  if (merchant.status === "Approved") {
    return { message: "Merchant is already approved." }
  }
  const existing = await findAccountByEmail(container, merchant.email)
  if (existing?.account.role === "ROLE_ADMIN") {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "That email address belongs to an admin account.")
  }
  if (existing?.account.merchant_id && existing.account.merchant_id !== merchant.id) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "That email address already runs another merchant.")
  }
  await approveMerchantWorkflow(container).run({
    input: {
      merchantId: merchant.id,
      email: merchant.email,
      brandName: merchant.brand_name,
      business: merchant.business,
      accountId: existing?.account.id ?? null,
    },
  })
  return {
    message: existing
      ? "Merchant has been approved. Their account is now a merchant account."
      : "Merchant has been approved. An invitation to sign up was sent by email.",
  }
}

export async function rejectMerchant(container: MedusaContainer, id: string) {
  const merchant = await findMerchant(container, id)
  if (merchant.status !== "Waiting Approval") {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "Only a merchant waiting for approval can be rejected.")
  }
  await rejectMerchantWorkflow(container).run({ input: { merchantId: merchant.id } })
  return { message: "Merchant has been rejected." }
}

export async function setMerchantActive(container: MedusaContainer, id: string, isActive: boolean) {
  const merchant = await findMerchant(container, id)
  await setMerchantActiveWorkflow(container).run({ input: { merchantId: merchant.id, isActive } })
  return {
    message: isActive
      ? "Merchant has been enabled."
      : `Merchant has been disabled, and so have the ${merchant.brand_name} brand and all its products.`,
  }
}

export async function deleteMerchant(container: MedusaContainer, id: string) {
  const merchant = await findMerchant(container, id)
  const accounts = await container.resolve<AccountModuleService>(ACCOUNT_MODULE).listAccounts({ merchant_id: merchant.id }, { select: ["id"] })
  await deleteMerchantWorkflow(container).run({ input: { merchantId: merchant.id, accountIds: accounts.map((a) => a.id) } })
  return { message: "Merchant has been deleted successfully!" }
}
