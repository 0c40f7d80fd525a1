import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { type ImageFile, webpVariants } from "../../../domain/images/webp-variants"

/** WebP copies of each image at its responsive widths (files in memory only: nothing to undo). */
export const makeWebpVariantsStep = createStep("make-webp-variants", async (images: ImageFile[]) => {
  return new StepResponse(await Promise.all(images.map(webpVariants)))
})
