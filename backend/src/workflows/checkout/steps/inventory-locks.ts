import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/**
 * Lease of the inventory-item locks the shop takes: renewed underneath the job while it runs, so
 * it only bounds how long a process that dies holding them blocks those items (Medusa's own steps
 * lease them for a minute).
 */
const LEASE_SECONDS = 10

/**
 * Runs `job` holding Medusa's lock on each inventory item it changes: the keys Medusa's own
 * inventory steps take, because the inventory module adjusts a level's `reserved_quantity` by
 * reading it and writing it back, so two writers of one item at once would lose one change.
 */
export async function withInventoryLocks<T>(container: MedusaContainer, inventoryItemIds: string[], job: () => Promise<T>) {
  const keys = [...new Set(inventoryItemIds)].sort()
  if (!keys.length) return job()
  return container.resolve(Modules.LOCKING).execute(keys, job, { expire: LEASE_SECONDS })
}
