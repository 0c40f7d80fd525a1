import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { DetailWidgetProps, AdminProduct } from "@medusajs/framework/types"
import { Badge, Container, Heading, Text } from "@medusajs/ui"
import { useAdminData } from "../lib/use-admin-data"

type ShopFacts = { brand: { id: string; name: string; slug: string } | null; is_addon: boolean; taxable: boolean }

const yesNo = (value: boolean) => <Badge color={value ? "green" : "grey"}>{value ? "Yes" : "No"}</Badge>

/** The shop's facts about a product, on Medusa Admin's product page. */
const ProductShopDetails = ({ data }: DetailWidgetProps<AdminProduct>) => {
  const { data: facts, error } = useAdminData<ShopFacts>(`/admin/shop/products/${data.id}`)
  return (
    <Container className="divide-y p-0" role="region" aria-labelledby="shop-product-details">
      <div className="px-6 py-4">
        <Heading level="h2" id="shop-product-details">Shop</Heading>
      </div>
      {error && <Text className="px-6 py-4">The shop details could not be loaded.</Text>}
      {facts && (
        <dl className="grid grid-cols-2 gap-y-2 px-6 py-4">
          <Text asChild weight="plus"><dt>Brand</dt></Text>
          <Text asChild><dd>{facts.brand?.name ?? "No brand"}</dd></Text>
          <Text asChild weight="plus"><dt>Add-on</dt></Text>
          <dd>{yesNo(facts.is_addon)}</dd>
          <Text asChild weight="plus"><dt>Taxable (16% VAT)</dt></Text>
          <dd>{yesNo(facts.taxable)}</dd>
        </dl>
      )}
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "product.details.side.after" })

export default ProductShopDetails
