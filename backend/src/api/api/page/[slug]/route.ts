import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { isContentPageSlug } from "../../../../domain/content/pages"
import { notFound } from "../../../../domain/errors"
import { readContentPage } from "../../../../queries/content/content-page"
import { saveContentPageWorkflow } from "../../../../workflows/content/save-content-page"
import { bodyOf } from "../../../http/validate"
import type { ContentPageBody } from "../validators"

export const NO_PAGE_FOUND = "No page found."

function slugOf(req: MedusaRequest) {
  const slug = req.params.slug
  if (!isContentPageSlug(slug)) throw notFound(NO_PAGE_FOUND)
  return slug
}

export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const slug = slugOf(req)
  res.json({ page: await readContentPage(req.scope, slug) })
}

export const PUT = async (req: MedusaRequest, res: MedusaResponse) => {
  const slug = slugOf(req)
  const { title, body } = bodyOf<typeof ContentPageBody>(req)
  await saveContentPageWorkflow(req.scope).run({ input: { slug, title, body } })
  const page = await readContentPage(req.scope, slug)
  res.json({ success: true, message: "Page has been saved successfully!", page })
}
