import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { invalid, notFound } from "../../domain/errors"

type StoredCategory = {
  id: string
  name: string
  handle: string
  description: string
  is_active: boolean
  created_at: Date | string
  products?: ({ id: string } | null)[] | null
}

export function toCategoryJson(category: StoredCategory) {
  return {
    _id: category.id,
    name: category.name,
    slug: category.handle,
    description: category.description,
    isActive: category.is_active,
    products: (category.products ?? []).filter(Boolean).map((p) => p!.id),
    created: category.created_at,
  }
}

const FIELDS = ["id", "name", "handle", "description", "is_active", "created_at", "products.id"]

export async function listCategories(container: MedusaContainer, filters: Record<string, unknown> = {}) {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "product_category", fields: FIELDS, filters, pagination: { order: { created_at: "DESC" } } })
  return (data as StoredCategory[]).map(toCategoryJson)
}

export async function findCategory(container: MedusaContainer, id: string) {
  const [category] = await listCategories(container, { id })
  if (!category) {
    throw notFound("No category found.")
  }
  return category
}

/** 400 unless every id is an existing product. */
export async function assertProductsExist(container: MedusaContainer, ids: string[]) {
  const found = await container.resolve(Modules.PRODUCT).listProducts({ id: ids }, { select: ["id"] })
  if (found.length !== new Set(ids).size) {
    throw invalid("Some of the chosen products do not exist.")
  }
}

/** 400 when another category already has the slug. */
export async function assertCategorySlugFree(container: MedusaContainer, slug: string, exceptId?: string) {
  const [clash] = await container.resolve(Modules.PRODUCT).listProductCategories({ handle: slug }, { take: 1 })
  if (clash && clash.id !== exceptId) {
    throw invalid(`A category with the slug "${slug}" already exists.`)
  }
}
