import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Indexes for the storefront's catalogue queries on Medusa's own tables (measured with
 * `npm run bench`): newest-first paging walks an index instead of sorting the catalogue,
 * category filters find their products directly, add-on lists and name search avoid scans.
 */
export class Migration20261121231500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE EXTENSION IF NOT EXISTS pg_trgm;`)
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_shop_product_created_at_id" ON "product" ("created_at" DESC, "id" DESC) WHERE "deleted_at" IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_shop_product_category_product_category_id" ON "product_category_product" ("product_category_id");`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_shop_product_addon_created_at" ON "product" ("created_at" DESC, "id" DESC) WHERE "deleted_at" IS NULL AND COALESCE(("metadata"->>'is_addon')::boolean, false);`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_shop_product_title_trgm" ON "product" USING gin ("title" gin_trgm_ops) WHERE "deleted_at" IS NULL;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`DROP INDEX IF EXISTS "IDX_shop_product_title_trgm";`)
    this.addSql(`DROP INDEX IF EXISTS "IDX_shop_product_addon_created_at";`)
    this.addSql(`DROP INDEX IF EXISTS "IDX_shop_product_category_product_category_id";`)
    this.addSql(`DROP INDEX IF EXISTS "IDX_shop_product_created_at_id";`)
  }
}
