import { z } from "@medusajs/framework/zod"
import { pagingQuery } from "../../http/paging"
import { phoneNumber } from "../../http/fields"
import { PAGE_SIZES } from "../../../domain/shop-constants"
import { SEARCH_LIMITS } from "../../../domain/search-limits"

const name = (label: string) => z.string({ error: `${label} must be text.` }).trim().max(100, `${label} may not be longer than 100 characters.`)

/** Only these profile fields can be changed; anything else in the body is ignored. */
export const UpdateProfileBody = z.object({
  profile: z
    .object({
      firstName: name("First Name").optional(),
      lastName: name("Last Name").optional(),
      // Empty clears it; otherwise the spec's 10-digit pattern or a Kenyan number (stored as +254XXXXXXXXX).
      phoneNumber: z
        .string({ error: "Phone number must be text." })
        .trim()
        .max(20, "Phone number may not be longer than 20 characters.")
        .pipe(phoneNumber({ optional: true }))
        .optional(),
    }, { error: "profile is required." }),
})

export const UserListQuery = pagingQuery(PAGE_SIZES.users)
export const UserSearchQuery = z.object({
  search: z.string({ error: "search is required." }).trim().min(SEARCH_LIMITS.minTermLength, "Type at least 2 characters to search.").max(SEARCH_LIMITS.maxTermLength),
})
