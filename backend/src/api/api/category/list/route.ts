import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"

export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const productModule = req.scope.resolve(Modules.PRODUCT)
  const categories = await productModule.listProductCategories(
    { is_active: true, is_internal: false },
    { select: ["id", "name", "handle", "description", "is_active", "created_at"], order: { rank: "ASC", name: "ASC" } }
  )
  res.json({
    categories: categories.map((c) => ({
      _id: c.id,
      name: c.name,
      slug: c.handle,
      description: c.description,
      isActive: c.is_active,
      created: c.created_at,
    })),
  })
}
