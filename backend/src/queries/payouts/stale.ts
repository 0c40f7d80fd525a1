import type { Knex } from "knex"

/**
 * Ids of the table's Processing rows (and `filter`) with no result `timeoutSeconds` after they were
 * sent (or created, when never sent) and not asked about since: what Transaction Status asks about.
 */
export async function findStaleProcessing(
  knex: Knex,
  table: "payout" | "buyer_refund",
  filter: Record<string, string>,
  now: Date,
  timeoutSeconds: number,
  limit: number
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - timeoutSeconds * 1000).toISOString()
  const rows: { id: string }[] = await knex(table)
    .select("id")
    .where({ state: "Processing", ...filter })
    .whereNull("deleted_at")
    .where((q) => q.where("sent_at", "<=", cutoff).orWhere((w) => w.whereNull("sent_at").where("created_at", "<=", cutoff)))
    .where((q) => q.whereNull("status_query_at").orWhere("status_query_at", "<=", cutoff))
    .orderBy("created_at")
    .limit(limit)
  return rows.map((row) => row.id)
}
