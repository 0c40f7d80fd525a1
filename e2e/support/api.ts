import { expect, type APIRequestContext } from "@playwright/test"

/**
 * The shop's `/api` as the journeys call it beside the browser: to read what a page should show,
 * or to set a journey up (an order to review). Signing in is in ./accounts. Each helper expects a
 * 2xx answer.
 */

/** The product JSON of `/api/product/list` and `/api/product/item/{slug}`, the fields the journeys read. */
export type Product = {
  _id: string
  name: string
  slug: string
  price: number
  taxable: boolean
  isAddon: boolean
  images: string[]
  averageRating: number
  totalReviews: number
}
export type ProductList = { products: Product[]; totalPages: number; currentPage: number; count: number }
export type Order = { _id: string; number: string; total: number; totalTax: number; totalWithTax: number; products: { _id: string; status: string }[] }

/** Products per page of `/api/product/list` when a journey does not ask for another `limit` (the shop's page size). */
export const PRODUCT_PAGE_SIZE = 20

/** `method path` with `token` as its Authorization (when given) and `data` as its JSON body; returns the answer's JSON. */
export async function api<T>(request: APIRequestContext, method: "get" | "post" | "put", path: string, token?: string, data?: unknown) {
  const response = await request[method](path, { data, headers: token ? { Authorization: token } : {} })
  expect(response.ok(), `${method} ${path}`).toBeTruthy()
  return (await response.json()) as T
}

/** `GET /api/product/item/{slug}`. */
export async function readProduct(request: APIRequestContext, slug: string): Promise<Product> {
  const response = await request.get(`/api/product/item/${slug}`)
  expect(response.ok()).toBeTruthy()
  return ((await response.json()) as { product: Product }).product
}

/** `GET /api/product/list` with `query`, a page of PRODUCT_PAGE_SIZE unless `query` sets `limit`. */
export async function productList(request: APIRequestContext, query: Record<string, string | number>): Promise<ProductList> {
  const params = new URLSearchParams(Object.entries({ limit: PRODUCT_PAGE_SIZE, ...query }).map(([k, v]) => [k, String(v)]))
  const response = await request.get(`/api/product/list?${params}`)
  expect(response.ok(), `GET /api/product/list?${params} answered ${response.status()}`).toBeTruthy()
  return (await response.json()) as ProductList
}

/** A product with one image (no carousel), from the shop's own list. */
export async function productWithImage(request: APIRequestContext): Promise<Product> {
  const response = await request.get("/api/product/list?limit=20")
  const { products } = (await response.json()) as { products: Product[] }
  const product = products.find((p) => p.images.length === 1)
  expect(product, "the seeded shop lists a product with an image").toBeTruthy()
  return product!
}

/** `GET /api/order/{id}` as the member or admin whose whole 'Bearer …' token is `token`. */
export async function readOrder(request: APIRequestContext, token: string, id: string): Promise<Order> {
  const response = await request.get(`/api/order/${id}`, { headers: { Authorization: token } })
  expect(response.ok()).toBeTruthy()
  return ((await response.json()) as { order: Order }).order
}

/**
 * Orders one unit of `product` as the member whose token is `token`, as the storefront's checkout
 * does (`POST /api/cart/add`, then `POST /api/order/add` with no message); returns the order's id.
 */
export async function placeOrder(request: APIRequestContext, token: string, product: Pick<Product, "_id" | "price" | "taxable">) {
  const { cartId } = await api<{ cartId: string }>(request, "post", "/api/cart/add", token, {
    products: [{ product: product._id, quantity: 1, variant: null, price: product.price, taxable: product.taxable }],
  })
  return (await api<{ order: { _id: string } }>(request, "post", "/api/order/add", token, { cartId, total: product.price, message: "" })).order._id
}
