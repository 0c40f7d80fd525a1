import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/**
 * What a per-app cache is keyed by: the app's database connection, the same object in every container
 * scope. A step's or a route's container is a new scope for each request, and a module's service is
 * built anew on each resolve, so neither can key one.
 */
export const appKey = (container: MedusaContainer): object => container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
