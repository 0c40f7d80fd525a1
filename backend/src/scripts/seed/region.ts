import { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createProductTypesWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  createShippingOptionsWorkflow,
  createShippingProfilesWorkflow,
  createStockLocationsWorkflow,
  createTaxRatesWorkflow,
  createTaxRegionsWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
  updateStoresWorkflow,
} from "@medusajs/medusa/core-flows"
import { COUNTRY_CODE, CURRENCY_CODE, REGION_NAME, TAXABLE_PRODUCT_TYPE } from "../../domain/shop-constants"
import { VAT_RATE_PERCENT } from "../../config/vat"

export type ShopSetup = {
  salesChannelId: string
  stockLocationId: string
  shippingProfileId: string
  taxableTypeId: string
}

/**
 * Kenya as the shop's only market: KES prices, 16% VAT on products of the taxable
 * product type (0% otherwise), one warehouse in Nairobi and free delivery.
 */
export async function ensureKenyaSetup(container: MedusaContainer): Promise<ShopSetup> {
  const storeModule = container.resolve(Modules.STORE)
  const salesChannelModule = container.resolve(Modules.SALES_CHANNEL)
  const regionModule = container.resolve(Modules.REGION)
  const taxModule = container.resolve(Modules.TAX)
  const productModule = container.resolve(Modules.PRODUCT)
  const stockLocationModule = container.resolve(Modules.STOCK_LOCATION)
  const [store] = await storeModule.listStores()
  let [salesChannel] = await salesChannelModule.listSalesChannels({ name: "Default Sales Channel" })
  if (!salesChannel) {
    const { result } = await createSalesChannelsWorkflow(container).run({
      input: { salesChannelsData: [{ name: "Default Sales Channel" }] },
    })
    salesChannel = result[0]
  }

  let [stockLocation] = await stockLocationModule.listStockLocations({ name: "Nairobi Warehouse" })
  if (!stockLocation) {
    const { result } = await createStockLocationsWorkflow(container).run({
      input: {
        locations: [
          { name: "Nairobi Warehouse", address: { city: "Nairobi", country_code: "KE", address_1: "Enterprise Road" } },
        ],
      },
    })
    stockLocation = result[0]
    await linkSalesChannelsToStockLocationWorkflow(container).run({
      input: { id: stockLocation.id, add: [salesChannel.id] },
    })
  }

  await updateStoresWorkflow(container).run({
    input: {
      selector: { id: store.id },
      update: {
        name: "Duka",
        supported_currencies: [{ currency_code: CURRENCY_CODE, is_default: true }],
        default_sales_channel_id: salesChannel.id,
        default_location_id: stockLocation.id,
      },
    },
  })

  const [region] = await regionModule.listRegions({ name: REGION_NAME })
  if (!region) {
    await createRegionsWorkflow(container).run({
      input: {
        regions: [
          { name: REGION_NAME, currency_code: CURRENCY_CODE, countries: [COUNTRY_CODE], payment_providers: ["pp_system_default"] },
        ],
      },
    })
  }

  let [taxableType] = await productModule.listProductTypes({ value: TAXABLE_PRODUCT_TYPE })
  if (!taxableType) {
    const { result } = await createProductTypesWorkflow(container).run({
      input: { product_types: [{ value: TAXABLE_PRODUCT_TYPE }] },
    })
    taxableType = result[0]
  }

  const [taxRegion] = await taxModule.listTaxRegions({ country_code: COUNTRY_CODE })
  if (!taxRegion) {
    const { result } = await createTaxRegionsWorkflow(container).run({
      input: [
        {
          country_code: COUNTRY_CODE,
          provider_id: "tp_system",
          default_tax_rate: { name: "VAT exempt", code: "KE-EXEMPT", rate: 0 },
        },
      ],
    })
    await createTaxRatesWorkflow(container).run({
      input: [
        {
          tax_region_id: result[0].id,
          name: "VAT",
          code: "KE-VAT",
          rate: VAT_RATE_PERCENT,
          rules: [{ reference: "product_type", reference_id: taxableType.id }],
        },
      ],
    })
  }

  const shippingProfileId = await ensureFreeDelivery(container, stockLocation.id)
  return {
    salesChannelId: salesChannel.id,
    stockLocationId: stockLocation.id,
    shippingProfileId,
    taxableTypeId: taxableType.id,
  }
}

async function ensureFreeDelivery(container: MedusaContainer, stockLocationId: string) {
  const fulfillmentModule = container.resolve(Modules.FULFILLMENT)
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  const regionModule = container.resolve(Modules.REGION)

  let [profile] = await fulfillmentModule.listShippingProfiles({ type: "default" })
  if (!profile) {
    const { result } = await createShippingProfilesWorkflow(container).run({
      input: { data: [{ name: "Default Shipping Profile", type: "default" }] },
    })
    profile = result[0]
  }

  const [existingSet] = await fulfillmentModule.listFulfillmentSets({ name: "Nairobi delivery" })
  if (existingSet) {
    return profile.id
  }

  await link.create({
    [Modules.STOCK_LOCATION]: { stock_location_id: stockLocationId },
    [Modules.FULFILLMENT]: { fulfillment_provider_id: "manual_manual" },
  })
  const fulfillmentSet = await fulfillmentModule.createFulfillmentSets({
    name: "Nairobi delivery",
    type: "shipping",
    service_zones: [{ name: REGION_NAME, geo_zones: [{ country_code: COUNTRY_CODE, type: "country" }] }],
  })
  await link.create({
    [Modules.STOCK_LOCATION]: { stock_location_id: stockLocationId },
    [Modules.FULFILLMENT]: { fulfillment_set_id: fulfillmentSet.id },
  })
  const [region] = await regionModule.listRegions({ name: REGION_NAME })
  await createShippingOptionsWorkflow(container).run({
    input: [
      {
        name: "Free delivery",
        price_type: "flat",
        provider_id: "manual_manual",
        service_zone_id: fulfillmentSet.service_zones[0].id,
        shipping_profile_id: profile.id,
        type: { label: "Free delivery", description: "Delivered free of charge.", code: "free" },
        prices: [
          { currency_code: CURRENCY_CODE, amount: 0 },
          { region_id: region.id, amount: 0 },
        ],
        rules: [
          { attribute: "enabled_in_store", value: "true", operator: "eq" },
          { attribute: "is_return", value: "false", operator: "eq" },
        ],
      },
    ],
  })
  return profile.id
}
