import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"

/** The shop's PostgreSQL connection, for the read models in src/queries (workflows, routes and jobs pass the container). */
export const knexOf = (container: MedusaContainer) => container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
