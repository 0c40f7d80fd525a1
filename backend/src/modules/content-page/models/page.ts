import { model } from "@medusajs/framework/utils"

/** A shop page the admin writes (returns, privacy, terms), by its slug; a page never edited shows its default text. */
export const ContentPage = model.define("content_page", {
  id: model.id({ prefix: "cpage" }).primaryKey(),
  slug: model.text().unique(),
  title: model.text(),
  body: model.text(),
})
