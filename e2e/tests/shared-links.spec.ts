import { test, expect } from "../support/fixtures"

type Named = { name: string; slug: string }

/** Sharing a product: the link the share buttons give, what a link preview reads, where it opens. */
test.describe("A shared link", () => {
  test("a product's share link is a path that previews show and that opens the product in the app", async ({ page, request, productPage, shopPage }) => {
    const { products } = (await (await request.get("/api/product/list?limit=1")).json()) as { products: (Named & { description: string })[] }
    const [product] = products
    const { categories } = (await (await request.get("/api/category/list")).json()) as { categories: Named[] }
    const link = `${process.env.SHOP_URL}/product/${product.slug}`

    await test.step("the WhatsApp button shares the product's path link", async () => {
      await productPage.goto(product.slug)
      await expect(productPage.name).toHaveText(product.name)
      await page.evaluate(() => {
        const opened = window as unknown as { sharedUrl?: string }
        window.open = (url?: string | URL) => {
          opened.sharedUrl = String(url)
          return null
        }
      })
      await page.getByRole("button", { name: "Share on WhatsApp" }).click()
      const shared = await page.evaluate(() => (window as unknown as { sharedUrl?: string }).sharedUrl ?? "")
      expect(new URL(shared).searchParams.get("text")).toContain(link)
    })

    await test.step("a link preview, which runs no JavaScript, reads the product's tags", async () => {
      const res = await request.get(`/product/${product.slug}`)
      expect(res.status()).toBe(200)
      const html = await res.text()
      expect(html).toContain(`<meta property="og:url" content="${link}" />`)
      expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/api\/files\/[^"]+" \/>/)
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />')
    })

    await test.step("the link opens the product page", async () => {
      await page.goto(`/product/${product.slug}`)
      await expect(page).toHaveURL(new RegExp(`/#/product/${product.slug}$`))
      await expect(productPage.name).toHaveText(product.name)
    })

    await test.step("a category's link opens the category's shop page", async () => {
      await page.goto(`/shop/category/${categories[0].slug}`)
      await expect(page).toHaveURL(new RegExp(`/#/shop/category/${categories[0].slug}$`))
      await expect(shopPage.title).toHaveText(categories[0].name)
    })

    await test.step("an unknown product's link answers 404 and opens the app's not-found message", async () => {
      const res = await page.goto("/product/no-such-product-here")
      expect(res?.status()).toBe(404)
      await expect(page.getByText("no product found.")).toBeVisible()
    })
  })
})
