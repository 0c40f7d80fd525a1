import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Trigram indexes for the catalogue search (product names have theirs since
 * Migration20261121231500): SKUs and brand names, so a misspelt or partial term
 * ("samsng", "SHF-SG") finds its products without reading every row. pg_trgm ships
 * with the embedded server's contrib.
 */
export class Migration20261127050000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE EXTENSION IF NOT EXISTS pg_trgm;`)
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_shop_product_variant_sku_trgm" ON "product_variant" USING gin ("sku" gin_trgm_ops) WHERE "deleted_at" IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_shop_brand_name_trgm" ON "brand" USING gin ("name" gin_trgm_ops) WHERE "deleted_at" IS NULL;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`DROP INDEX IF EXISTS "IDX_shop_brand_name_trgm";`)
    this.addSql(`DROP INDEX IF EXISTS "IDX_shop_product_variant_sku_trgm";`)
  }
}
