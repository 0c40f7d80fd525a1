import { useState } from "react"
import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Buildings } from "@medusajs/icons"
import { Badge, Button, Container, Heading, Switch, Table, Text, toast } from "@medusajs/ui"
import { useAdminData } from "../../lib/use-admin-data"
import { adminPost } from "../../lib/admin-post"

type Merchant = {
  _id: string
  name: string
  email: string | null
  phoneNumber: string
  brandName: string
  brand: { _id: string; name: string; isActive: boolean } | null
  status: "Waiting Approval" | "Approved" | "Rejected"
  isActive: boolean
}

const statusColor = { Approved: "green", Rejected: "red", "Waiting Approval": "orange" } as const

/** Medusa Admin page for the shop's merchants: the same routes' rules as the storefront dashboard. */
const MerchantsPage = () => {
  const [version, setVersion] = useState(0)
  const { data, isPending, error } = useAdminData<{ merchants: Merchant[]; count: number }>(`/admin/shop/merchants?limit=100&v=${version}`)

  const act = async (path: string, body?: unknown) => {
    try {
      const result = await adminPost(path, body)
      toast.success(result.message ?? "Done")
    } catch (failure) {
      toast.error((failure as Error).message)
    }
    setVersion((v) => v + 1)
  }

  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h1">Merchants</Heading>
        {data && <Text className="text-ui-fg-subtle">{data.count} merchants</Text>}
      </div>
      {isPending && <Text className="px-6 py-4">Loading…</Text>}
      {error && <Text className="px-6 py-4">The merchants could not be loaded.</Text>}
      {data && (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Merchant</Table.HeaderCell>
              <Table.HeaderCell>Brand</Table.HeaderCell>
              <Table.HeaderCell>Status</Table.HeaderCell>
              <Table.HeaderCell>Active</Table.HeaderCell>
              <Table.HeaderCell>Actions</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.merchants.map((merchant) => (
              <Table.Row key={merchant._id}>
                <Table.Cell>
                  {merchant.name}
                  <br />
                  <Text size="small" className="text-ui-fg-subtle">{merchant.email ?? merchant.phoneNumber}</Text>
                </Table.Cell>
                <Table.Cell>{merchant.brand?.name ?? merchant.brandName}</Table.Cell>
                <Table.Cell>
                  <Badge color={statusColor[merchant.status]}>{merchant.status}</Badge>
                </Table.Cell>
                <Table.Cell>
                  <Switch
                    aria-label={`${merchant.name} active`}
                    checked={merchant.isActive}
                    onCheckedChange={(isActive) => act(`/admin/shop/merchants/${merchant._id}/active`, { merchant: { isActive } })}
                  />
                </Table.Cell>
                <Table.Cell>
                  <div className="flex gap-2">
                    {merchant.status !== "Approved" && merchant.email && (
                      <Button size="small" variant="secondary" onClick={() => act(`/admin/shop/merchants/${merchant._id}/approve`)}>
                        {merchant.status === "Rejected" ? "Re-Approve" : "Approve"}
                      </Button>
                    )}
                    {merchant.status === "Waiting Approval" && merchant.email && (
                      <Button size="small" variant="danger" onClick={() => act(`/admin/shop/merchants/${merchant._id}/reject`)}>
                        Reject
                      </Button>
                    )}
                    {!merchant.email && merchant.status !== "Approved" && (
                      <Text size="small">
                        No email: call <a href={`tel:${merchant.phoneNumber}`}>{merchant.phoneNumber}</a>
                      </Text>
                    )}
                  </div>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </Container>
  )
}

export const config = defineRouteConfig({ label: "Merchants", icon: Buildings })

export default MerchantsPage
