/** The steps a line's timeline shows, in order; "Placed" is the order's own creation. */
export const TIMELINE_STEPS = ["Placed", "Processing", "Shipped", "Delivered"] as const
export type TimelineStep = (typeof TIMELINE_STEPS)[number] | "Cancelled"
/** A step, whether the line has reached it, and when (null: not reached, or reached with no record). */
export type TimelineEntry = { status: TimelineStep; reached: boolean; at: string | null }

/** One recorded status change of a line (oldest first when given to `lineTimeline`). */
export type StatusChange = { from_status: string; to_status: string; created_at: string | Date }

const rankOf = (status: string) => (status === "Not processed" ? 0 : TIMELINE_STEPS.indexOf(status as (typeof TIMELINE_STEPS)[number]))
const iso = (at: string | Date) => new Date(at).toISOString()

/**
 * Placed → Processing → Shipped → Delivered, each step the line has reached with the time it last
 * moved there (a step an admin skipped is reached with no time; a step an admin corrected the line
 * back from is not reached). A cancelled line keeps the steps it reached before, then "Cancelled".
 */
export function lineTimeline(placedAt: string | Date, status: string, changes: StatusChange[]): TimelineEntry[] {
  const lastInto = new Map<string, string>()
  for (const change of changes) lastInto.set(change.to_status, iso(change.created_at))
  const lastCancel = [...changes].reverse().find((change) => change.to_status === "Cancelled")
  const reached = status === "Cancelled" ? Math.max(0, rankOf(lastCancel?.from_status ?? "Not processed")) : Math.max(0, rankOf(status))
  const steps: TimelineEntry[] = TIMELINE_STEPS.map((step, rank) => ({
    status: step,
    reached: rank <= reached,
    at: rank === 0 ? iso(placedAt) : rank <= reached ? (lastInto.get(step) ?? null) : null,
  }))
  return status === "Cancelled" ? [...steps.slice(0, reached + 1), { status: "Cancelled", reached: true, at: lastInto.get("Cancelled") ?? null }] : steps
}
