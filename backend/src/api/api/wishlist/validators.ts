import { z } from "@medusajs/framework/zod"

export const LikeBody = z.object({
  product: z.string({ error: "product is required." }).min(1, "product is required.").max(200, "product is invalid."),
  isLiked: z.boolean({ error: "isLiked must be true or false." }),
})
