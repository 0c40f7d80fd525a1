import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import { seedTestCatalogue } from "../../fixtures/catalogue"

medusaIntegrationTestRunner({
  testSuite: ({ getContainer }) => {
    let taxableTypeId: string

    beforeAll(async () => {
      ;({ taxableTypeId } = await seedTestCatalogue(getContainer()))
    })

    it("prices the shop in KES for Kenya", async () => {
      const regions = await getContainer().resolve(Modules.REGION).listRegions({}, { relations: ["countries"] })
      expect(regions).toHaveLength(1)
      expect(regions[0]).toMatchObject({ name: "Kenya", currency_code: "kes" })
      expect(regions[0].countries!.map((c) => c.iso_2)).toEqual(["ke"])
    })

    it("charges 16% VAT on taxable products and none on the others", async () => {
      const taxModule = getContainer().resolve(Modules.TAX)
      const line = (id: string, productTypeId?: string) => ({
        id,
        product_id: `prod_${id}`,
        product_type_id: productTypeId,
        quantity: 1,
        unit_price: 1000,
        currency_code: "kes",
      })

      const taxLines = await taxModule.getTaxLines([line("taxable", taxableTypeId), line("exempt")], {
        address: { country_code: "ke" },
      })

      const rateOf = (id: string) => taxLines.filter((l) => "line_item_id" in l && l.line_item_id === id).map((l) => Number(l.rate))
      expect(rateOf("taxable")).toEqual([16])
      expect(rateOf("exempt")).toEqual([0])
    })
  },
})
