import type { SeedBrand, SeedProduct } from "./catalogue"

/**
 * The seeded merchant's brand and products (names invented for the demo; the images are
 * the shipped catalogue's).
 */
export const merchantBrand: SeedBrand = {
  name: "Kikapu Crafts",
  slug: "kikapu-crafts",
  description: "Handmade baskets, wraps, carvings and gifts from makers in Machakos, Kisii and Kajiado.",
}

const product = (p: Omit<SeedProduct, "brand" | "isAddon" | "variants"> & Partial<SeedProduct>): SeedProduct => ({
  brand: merchantBrand.slug,
  isAddon: false,
  variants: [],
  ...p,
})

export const merchantProducts: SeedProduct[] = [
  product({ sku: "KIK-001", name: "Kikapu Woven Sisal Kiondo", slug: "kikapu-woven-sisal-kiondo", description: "A roomy kiondo handwoven from sisal with leather straps, made by a women's group in Machakos.", price: 2200, quantity: 40, taxable: true, category: "fashion", images: ["pwani-kiondo-sisal-handbag.jpg"] }),
  product({ sku: "KIK-002", name: "Kikapu Red Shuka Throw", slug: "kikapu-red-shuka-throw", description: "A checked red shuka throw for the sofa or a cold evening, woven in Kajiado.", price: 1800, quantity: 60, taxable: true, category: "fashion", images: ["pwani-maasai-shuka-blanket.jpg"] }),
  product({ sku: "KIK-003", name: "Kikapu Beaded Leather Sandals", slug: "kikapu-beaded-leather-sandals", description: "Hand-stitched leather sandals with a beaded strap; sizes 37 to 44.", price: 1500, quantity: 30, taxable: true, category: "fashion", variants: ["38", "40", "42"], images: ["pwani-akala-leather-sandals.jpg"] }),
  product({ sku: "KIK-004", name: "Kikapu Embroidered Kofia", slug: "kikapu-embroidered-kofia", description: "A hand-embroidered cotton kofia cap in classic coastal patterns.", price: 950, quantity: 50, taxable: true, category: "fashion", images: ["pwani-embroidered-kofia-cap.jpg"] }),
  product({ sku: "KIK-005", name: "Kikapu Soapstone Elephant", slug: "kikapu-soapstone-elephant", description: "A small elephant carved and polished by hand from Kisii soapstone.", price: 1200, quantity: 25, taxable: true, category: "gifts-addons", images: ["zawadi-kisii-soapstone-elephant.jpg"] }),
  product({ sku: "KIK-006", name: "Kikapu Olive Wood Board", slug: "kikapu-olive-wood-board", description: "A thick chopping and serving board carved from one piece of hardwood.", price: 1650, quantity: 35, taxable: true, category: "home-kitchen", images: ["kilima-acacia-chopping-board.jpg"] }),
  product({ sku: "KIK-007", name: "Kikapu Handmade Card", slug: "kikapu-handmade-card", description: "A handmade greeting card on recycled paper, blank inside for your message.", price: 250, quantity: 200, taxable: false, category: "gifts-addons", images: ["zawadi-greeting-card.jpg"] }),
  product({ sku: "KIK-008", name: "Kikapu Keepsake Gift Box", slug: "kikapu-keepsake-gift-box", description: "A sturdy keepsake box lined with kitenge fabric, ready to gift.", price: 1100, quantity: 45, taxable: true, category: "gifts-addons", images: ["zawadi-premium-gift-box.jpg"] }),
]
