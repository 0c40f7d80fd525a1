import type { MedusaContainer } from "@medusajs/framework/types"
import { knexOf } from "../knex-of"
import { DEFAULT_PAGES, type ContentPageSlug } from "../../domain/content/pages"

export type ContentPageJson = { slug: ContentPageSlug; title: string; body: string; updated: string | null }

/** A shop page as the storefront shows it: the admin's text, or the default one (`updated` null) until written. */
export async function readContentPage(container: MedusaContainer, slug: ContentPageSlug): Promise<ContentPageJson> {
  const knex = knexOf(container)
  const row: { title: string; body: string; updated_at: Date } | undefined = await knex("content_page")
    .where({ slug })
    .whereNull("deleted_at")
    .first("title", "body", "updated_at")
  if (!row) return { slug, ...DEFAULT_PAGES[slug], updated: null }
  return { slug, title: row.title, body: row.body, updated: new Date(row.updated_at).toISOString() }
}
