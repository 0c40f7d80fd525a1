import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { BRAND_MODULE, type BrandModuleService } from "../../modules/brand"
import { MERCHANT_MODULE, type MerchantModuleService } from "../../modules/merchant"
import { createShopAccountWorkflow } from "../../workflows/accounts/create-shop-account"
import { importCatalogue } from "./import-catalogue"
import { categories } from "./catalogue"
import { merchantBrand, merchantProducts } from "./merchant-catalogue"
import type { ShopSetup } from "./region"

const digits = (phone: string) => phone.replace(/\D/g, "")

const pendingApplications = [
  { name: "Amina Hassan", email: "amina.hassan@example.com", phone_number: "(072) 555-0142", brand_name: "Pwani Spice House", business: "Spices and masala blends packed in Mombasa." },
  { name: "Otieno Ouma", email: null, phone_number: "0733 555 019", brand_name: "Ziwa Fish Crafts", business: "Leather goods made from Lake Victoria fish skin." },
]

/**
 * The seeded marketplace side: one approved, active merchant running the Kikapu Crafts brand
 * (active, 8 products) with a merchant account, and two applications waiting for approval
 * (one with an e-mail, one reachable by phone only). Safe to run again.
 */
export async function ensureMerchants(container: MedusaContainer, setup: ShopSetup, email: string, password: string) {
  const merchants = container.resolve<MerchantModuleService>(MERCHANT_MODULE)
  const brands = container.resolve<BrandModuleService>(BRAND_MODULE)

  let [merchant] = await merchants.listMerchants({ email }, { take: 1 })
  if (!merchant) {
    merchant = await merchants.createMerchants({
      name: "Wanjiru Kamau",
      email,
      phone_number: "0712 345 678",
      phone_digits: digits("0712 345 678"),
      brand_name: merchantBrand.name,
      business: "Handmade baskets, wraps and carvings from Kenyan makers.",
      status: "Approved",
      is_active: true,
    })
  }

  const { imported } = await importCatalogue(container, setup, { categories, brands: [merchantBrand], products: merchantProducts })
  const [brand] = await brands.listBrands({ slug: merchantBrand.slug }, { take: 1 })
  await brands.updateBrands({ id: brand.id, merchant_id: merchant.id, is_active: true })

  const auth = container.resolve(Modules.AUTH)
  const [providerIdentity] = await auth.listProviderIdentities({ entity_id: email, provider: "emailpass" })
  if (!providerIdentity) {
    const { authIdentity, error } = await auth.register("emailpass", { body: { email, password } })
    if (error || !authIdentity) throw new Error(`Could not register the merchant's password: ${error}`)
    await createShopAccountWorkflow(container).run({
      input: {
        authIdentityId: authIdentity.id,
        email,
        firstName: "Wanjiru",
        lastName: "Kamau",
        provider: "email",
        role: "ROLE_MERCHANT",
        merchantId: merchant.id,
      },
    })
  }

  for (const application of pendingApplications) {
    const [known] = await merchants.listMerchants({ brand_name: application.brand_name }, { take: 1 })
    if (!known) await merchants.createMerchants({ ...application, phone_digits: digits(application.phone_number) })
  }
  return { imported }
}
