import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CONTENT_PAGE_MODULE, type ContentPageModuleService } from "../../../modules/content-page"
import type { ContentPageSlug } from "../../../domain/content/pages"

export type SaveContentPageInput = { slug: ContentPageSlug; title: string; body: string }
type Undo = { id: string; before: { title: string; body: string } | null }

/** Writes a page's text (creating its row the first time); undone by putting the old text back. */
export const saveContentPageStep = createStep(
  "save-content-page",
  async (input: SaveContentPageInput, { container }) => {
    const pages = container.resolve<ContentPageModuleService>(CONTENT_PAGE_MODULE)
    const [existing] = await pages.listContentPages({ slug: input.slug }, { take: 1 })
    if (existing) {
      const saved = await pages.updateContentPages({ id: existing.id, title: input.title, body: input.body })
      return new StepResponse(saved, { id: existing.id, before: { title: existing.title, body: existing.body } } as Undo)
    }
    const created = await pages.createContentPages(input)
    return new StepResponse(created, { id: created.id, before: null } as Undo)
  },
  async (undo: Undo | undefined, { container }) => {
    if (!undo) return
    const pages = container.resolve<ContentPageModuleService>(CONTENT_PAGE_MODULE)
    if (undo.before) await pages.updateContentPages({ id: undo.id, ...undo.before })
    else await pages.deleteContentPages(undo.id)
  }
)
