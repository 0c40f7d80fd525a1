import { sharedPage } from "../../http/shared-pages"

/** The shared link of a product page: index.html with its link-preview tags (src/api/http/shared-pages.ts). */
export const GET = sharedPage("product")
