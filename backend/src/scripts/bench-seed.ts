import { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { deleteProductsWorkflow } from "@medusajs/medusa/core-flows"
import * as shipped from "./seed/catalogue"
import type { SeedProduct } from "./seed/catalogue"
import { analyzeCatalogue, importCatalogue } from "./seed/import-catalogue"
import { ensureKenyaSetup } from "./seed/region"

/**
 * Benchmark catalogue (run by `npm run bench` after the normal seed): tops the shop up to
 * BENCH_PRODUCTS products (default 10,000, the 64 shipped ones included) through the same
 * Medusa workflows as the seed, in batches of BENCH_BATCH. Deterministic and idempotent by
 * slug, so an interrupted run resumes where it stopped.
 */
export default async function benchSeed({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const target = Number(process.env.BENCH_PRODUCTS || 10_000)
  const batch = Number(process.env.BENCH_BATCH || 250)
  const count = Math.max(0, target - shipped.products.length)
  const setup = await ensureKenyaSetup(container)
  await deleteIncomplete(container)

  const started = Date.now()
  let imported = 0
  for (let from = 0; from < count; from += batch) {
    const t0 = Date.now()
    const products = Array.from({ length: Math.min(batch, count - from) }, (_, i) => benchProduct(from + i))
    const result = await importCatalogue(container, setup, {
      categories: shipped.categories,
      brands: shipped.brands,
      products,
    })
    imported += result.imported
    const rate = result.imported / ((Date.now() - t0) / 1000)
    logger.info(
      `bench-seed: ${from + products.length}/${count} (${result.imported} new, ${Date.now() - t0} ms, ${rate.toFixed(0)} products/s)`
    )
  }
  const analyzeStarted = Date.now()
  await analyzeCatalogue(container)
  logger.info(`bench-seed: ${imported} products imported in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  logger.info(`bench-seed: table statistics refreshed (ANALYZE) in ${Date.now() - analyzeStarted} ms`)
}

/**
 * A batch interrupted between its steps leaves products without a brand link or stock;
 * importCatalogue would skip them by slug, so delete them and let them be imported again.
 */
async function deleteIncomplete(container: ExecArgs["container"]) {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await knex.raw(INCOMPLETE_BENCH_PRODUCTS)
  if (rows.length) {
    container.resolve(ContainerRegistrationKeys.LOGGER).info(`bench-seed: re-importing ${rows.length} incomplete products`)
    await deleteProductsWorkflow(container).run({ input: { ids: rows.map((r: { id: string }) => r.id) } })
  }
}

/** Keep in step with bench/lib/shop.mjs (which counts the complete ones). */
const INCOMPLETE_BENCH_PRODUCTS = `
  SELECT p.id FROM product p
  WHERE p.deleted_at IS NULL AND p.handle LIKE 'bench-%' AND NOT (
    EXISTS (SELECT 1 FROM product_product_brand_brand pb WHERE pb.product_id = p.id AND pb.deleted_at IS NULL)
    AND EXISTS (SELECT 1 FROM product_variant v
                JOIN product_variant_inventory_item vii ON vii.variant_id = v.id AND vii.deleted_at IS NULL
                JOIN inventory_level il ON il.inventory_item_id = vii.inventory_item_id AND il.deleted_at IS NULL
                WHERE v.product_id = p.id AND v.deleted_at IS NULL))`

const NOUNS: Record<string, string[]> = {
  electronics: ["Solar Lantern", "Bluetooth Speaker", "Smart TV", "Power Bank", "Inverter", "Soundbar"],
  "phones-tablets": ["Smartphone", "Feature Phone", "Tablet", "Phone Case", "Charger", "Earphones"],
  fashion: ["Kitenge Shirt", "Kikoy Wrap", "Leather Sandals", "Sisal Bag", "Maasai Shuka", "Denim Jacket"],
  "home-kitchen": ["Sufuria Set", "Charcoal Jiko", "Electric Kettle", "Blender", "Chopping Board", "Thermos"],
  "beauty-health": ["Shea Lotion", "Sunscreen", "Hair Oil", "Thermometer", "Soap Bar", "Face Cream"],
  groceries: ["Kenyan Tea", "AA Coffee", "Maize Flour", "Pishori Rice", "Acacia Honey", "Groundnuts"],
  "sports-outdoors": ["Running Shoes", "Football", "Yoga Mat", "Camping Tent", "Water Bottle", "Skipping Rope"],
  "gifts-addons": ["Gift Hamper", "Soapstone Carving", "Gift Wrapping", "Greeting Card", "Beaded Bracelet", "Warranty"],
}
const ADJECTIVES = ["Classic", "Pro", "Mini", "Max", "Eco", "Deluxe", "Lite", "Safari", "Urban", "Coastal"]
const IMAGES = [...new Set(shipped.products.flatMap((p) => p.images))]

/** A deterministic pseudo-random number in [0, 1) for (index, salt). */
function rand(index: number, salt: number) {
  let t = (index * 2654435761 + salt * 40503 + 0x6d2b79f5) >>> 0
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

function benchProduct(index: number): SeedProduct {
  const category = shipped.categories[index % shipped.categories.length].slug
  const brand = shipped.brands[Math.floor(rand(index, 1) * shipped.brands.length)]
  const noun = NOUNS[category][Math.floor(rand(index, 2) * NOUNS[category].length)]
  const adjective = ADJECTIVES[Math.floor(rand(index, 3) * ADJECTIVES.length)]
  const n = String(index + 1).padStart(5, "0")
  const name = `${brand.name} ${adjective} ${noun} ${n}`
  // Log-uniform KES 100 – 99,999: many cheap items, fewer expensive ones.
  const price = Math.min(99_999, Math.round(100 * Math.pow(1000, rand(index, 4))))
  const batch = Math.floor(index / 250)
  return {
    sku: `BENCH-${n}`,
    name,
    slug: `bench-${category}-${n}`,
    description: `${name}: a ${adjective.toLowerCase()} ${noun.toLowerCase()} from ${brand.name}, sold and delivered across Kenya with a one-year warranty. Benchmark item ${n}.`,
    price,
    quantity: rand(index, 5) < 0.05 ? 0 : Math.floor(rand(index, 6) * 500),
    taxable: category === "groceries" ? rand(index, 7) < 0.2 : rand(index, 7) < 0.7,
    isAddon: category === "gifts-addons" && index % 200 === 7,
    brand: brand.slug,
    category,
    variants: category === "fashion" ? ["S", "M", "L", "XL"] : [],
    // One shipped image each, from a pool of 4 per batch, so each batch uploads only 4 files.
    images: [IMAGES[(batch * 4 + (index % 4)) % IMAGES.length]],
  }
}
