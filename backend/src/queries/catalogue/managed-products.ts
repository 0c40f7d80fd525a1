import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { RequestAccount } from "../../domain/accounts/request-account"
import { productRowColumns, productsWithPrice } from "./product-sql"
import { ProductRow, toProductJson } from "./product-row"
import { TAXABLE_PRODUCT_TYPE } from "../../domain/shop-constants"
import { merchantBrandIds } from "../orders/order-access"
import { invalid, notFound, unexpectedState } from "../../domain/errors"

/** Products the caller manages (admins: all; merchants: their brands'), active or not. */
async function managedRows(container: MedusaContainer, account: RequestAccount, id?: string) {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const query = productsWithPrice(knex).whereNull("p.deleted_at").orderBy("p.created_at", "desc")
  if (id) query.andWhere("p.id", id)
  if (account.role !== "ROLE_ADMIN") {
    query.whereIn("b.id", await merchantBrandIds(container, account.merchantId))
  }
  return (await productRowColumns(knex, query)) as ProductRow[]
}

export async function listManagedProducts(container: MedusaContainer, account: RequestAccount) {
  return (await managedRows(container, account)).map(toProductJson)
}

export async function findManagedProduct(container: MedusaContainer, account: RequestAccount, id: string) {
  const [row] = await managedRows(container, account, id)
  if (!row) {
    throw notFound("No product found.")
  }
  return { row, product: toProductJson(row) }
}

/** 400 when another product already uses the sku or the slug. */
export async function assertSkuAndSlugFree(container: MedusaContainer, { sku, slug }: { sku?: string; slug?: string }, exceptId?: string) {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  if (slug) {
    const clash = await knex("product").where({ handle: slug }).whereNull("deleted_at").whereNot("id", exceptId ?? "").first("id")
    if (clash) throw invalid(`A product with the slug "${slug}" already exists.`)
  }
  if (sku) {
    const clash = await knex("product_variant").where({ sku }).whereNull("deleted_at").whereNot("product_id", exceptId ?? "").first("id")
    if (clash) throw invalid(`A product with the sku "${sku}" already exists.`)
  }
}

/** The ids a new product needs: sales channel, warehouse, shipping profile and the taxable type. */
export async function productSetup(container: MedusaContainer) {
  const [[store], [profile], [taxable]] = await Promise.all([
    container.resolve(Modules.STORE).listStores({}, { take: 1 }),
    container.resolve(Modules.FULFILLMENT).listShippingProfiles({ type: "default" }, { take: 1 }),
    container.resolve(Modules.PRODUCT).listProductTypes({ value: TAXABLE_PRODUCT_TYPE }, { take: 1 }),
  ])
  if (!store?.default_sales_channel_id || !store.default_location_id || !profile || !taxable) {
    throw unexpectedState("The shop is not set up for products (run the seed).")
  }
  return {
    salesChannelId: store.default_sales_channel_id,
    stockLocationId: store.default_location_id,
    shippingProfileId: profile.id,
    taxableTypeId: taxable.id,
  }
}
