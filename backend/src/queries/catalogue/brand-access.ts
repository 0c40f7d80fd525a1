import type { MedusaContainer } from "@medusajs/framework/types"
import type { RequestAccount } from "../../domain/accounts/request-account"
import { BRAND_MODULE, type BrandModuleService } from "../../modules/brand"
import { invalid, notFound } from "../../domain/errors"

/** Admins see every brand; a merchant only their own. */
export function brandFilterFor(account: RequestAccount) {
  return account.role === "ROLE_ADMIN" ? {} : { merchant_id: account.merchantId ?? "none" }
}

/** A brand the caller may manage, or 404 (so other merchants' brands do not leak). */
export async function findManagedBrand(container: MedusaContainer, account: RequestAccount, id: string) {
  const [brand] = await container
    .resolve<BrandModuleService>(BRAND_MODULE)
    .listBrands({ id, ...brandFilterFor(account) }, { take: 1 })
  if (!brand) {
    throw notFound("No brand found.")
  }
  return brand
}

/** 400 when another brand already has the slug. */
export async function assertSlugFree(container: MedusaContainer, slug: string, exceptId?: string) {
  const [clash] = await container.resolve<BrandModuleService>(BRAND_MODULE).listBrands({ slug }, { take: 1 })
  if (clash && clash.id !== exceptId) {
    throw invalid(`A brand with the slug "${slug}" already exists.`)
  }
}
