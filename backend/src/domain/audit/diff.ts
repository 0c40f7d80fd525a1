import type { AuditChanges } from "./audit"

type Fields = Record<string, unknown>

const normalised = (value: unknown): unknown => {
  if (value === undefined) return null
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return value.map(normalised)
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, normalised((value as Fields)[key])])
    )
  }
  return value
}

const same = (a: unknown, b: unknown) => JSON.stringify(normalised(a)) === JSON.stringify(normalised(b))

/**
 * The changed fields between what an entity was and what it became: `{ field: { before, after } }`.
 * A creation has no `before` (every field given is a change from null); a deletion has no
 * `after` (every field is a change to null). For an update only the fields named in `after` are
 * compared, so a partial edit records what it changed and nothing else. `undefined` counts as null.
 */
export function diffFields(before: Fields | null | undefined, after: Fields | null | undefined): AuditChanges {
  const changes: AuditChanges = {}
  const keys = after ? Object.keys(after) : Object.keys(before ?? {})
  for (const key of keys) {
    if (after && after[key] === undefined) continue
    const was = before ? normalised(before[key]) : null
    const is = after ? normalised(after[key]) : null
    if (!same(was, is)) changes[key] = { before: was, after: is }
  }
  return changes
}
