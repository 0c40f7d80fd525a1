import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { TAXABLE_PRODUCT_TYPE } from "../../../../../domain/shop-constants"
import { notFound } from "../../../../../domain/errors"

/** For Medusa Admin's product page: the shop's brand, add-on and VAT facts of a product. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { data } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "product",
    fields: ["id", "metadata", "type.value", "brand.id", "brand.name", "brand.slug"],
    filters: { id: req.params.id },
  })
  const product = data[0]
  if (!product) {
    throw notFound("No product found.")
  }
  res.json({
    brand: product.brand ? { id: product.brand.id, name: product.brand.name, slug: product.brand.slug } : null,
    is_addon: product.metadata?.is_addon === true,
    taxable: product.type?.value === TAXABLE_PRODUCT_TYPE,
  })
}
