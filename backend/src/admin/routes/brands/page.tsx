import { defineRouteConfig } from "@medusajs/admin-sdk"
import { TagSolid } from "@medusajs/icons"
import { Badge, Container, Heading, Table, Text } from "@medusajs/ui"
import { useAdminData } from "../../lib/use-admin-data"

type Brand = { id: string; name: string; slug: string; is_active: boolean; merchant: string | null; product_count: number }

/** Medusa Admin page listing the shop's brands with their merchant and product counts. */
const BrandsPage = () => {
  const { data, isPending, error } = useAdminData<{ brands: Brand[] }>("/admin/shop/brands")
  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h1">Brands</Heading>
      </div>
      {isPending && <Text className="px-6 py-4">Loading…</Text>}
      {error && <Text className="px-6 py-4">The brands could not be loaded.</Text>}
      {data && (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Brand</Table.HeaderCell>
              <Table.HeaderCell>Merchant</Table.HeaderCell>
              <Table.HeaderCell>Products</Table.HeaderCell>
              <Table.HeaderCell>Status</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.brands.map((brand) => (
              <Table.Row key={brand.id}>
                <Table.Cell>{brand.name}</Table.Cell>
                <Table.Cell>{brand.merchant ?? "—"}</Table.Cell>
                <Table.Cell>{brand.product_count}</Table.Cell>
                <Table.Cell>
                  <Badge color={brand.is_active ? "green" : "grey"}>{brand.is_active ? "Active" : "Disabled"}</Badge>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </Container>
  )
}

export const config = defineRouteConfig({ label: "Brands", icon: TagSolid })

export default BrandsPage
