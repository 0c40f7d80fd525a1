/**
 * A one-line summary of what a zod schema accepts, for the generated API reference (docs/api.md):
 * `{ cartId: text ≤ 200, total: number ≥ 0, message?: text ≤ 500 }`. Input side only: a transform
 * is summarised by what it reads, a preprocess by what it hands on.
 */

type Bag = { minimum?: number; maximum?: number; format?: string }
type Def = {
  type: string
  shape?: Record<string, Schema>
  innerType?: Schema
  element?: Schema
  in?: Schema
  out?: Schema
  options?: Schema[]
  entries?: Record<string, string | number>
  values?: unknown[]
  keyType?: Schema
  valueType?: Schema
  defaultValue?: unknown
}
type Schema = { _zod: { def: Def; bag?: Bag } }

const MAX_DEPTH = 4

/** Zod keeps a string's or array's length bounds and a number's value bounds in the same two places. */
function range(bag: Bag | undefined): string {
  const finite = (value: number | undefined): value is number =>
    value !== undefined && Number.isFinite(value) && Math.abs(value) < Number.MAX_SAFE_INTEGER
  const min = bag?.minimum
  const max = bag?.maximum
  if (finite(min) && finite(max)) return ` ${min}–${max}`
  if (finite(max)) return ` ≤ ${max}`
  if (finite(min)) return ` ≥ ${min}`
  return ""
}

function isOptional(schema: Schema): boolean {
  const type = schema._zod.def.type
  if (type === "optional" || type === "default" || type === "prefault") return true
  if (type === "pipe") return isOptional(schema._zod.def.in as Schema)
  return false
}

function describeObject(shape: Record<string, Schema>, depth: number): string {
  const fields = Object.entries(shape).map(([key, value]) => `${key}${isOptional(value) ? "?" : ""}: ${describe(value, depth + 1)}`)
  return `{ ${fields.join(", ")} }`
}

function describe(schema: Schema, depth: number): string {
  if (depth > MAX_DEPTH) return "…"
  const { def, bag } = schema._zod
  switch (def.type) {
    case "string":
      return bag?.format && bag.format !== "regex" ? bag.format : `text${range(bag)}`
    case "number":
      return `${bag?.format?.includes("int") ? "integer" : "number"}${range(bag)}`
    case "boolean":
      return "true/false"
    case "date":
      return "date"
    case "enum":
      return Object.values(def.entries ?? {}).join(" | ")
    case "literal":
      return (def.values ?? []).map((value) => JSON.stringify(value)).join(" | ")
    case "object":
      return describeObject(def.shape ?? {}, depth)
    case "array":
      return `[${describe(def.element as Schema, depth + 1)}]${range(bag)}`
    case "record":
      return `{ ${describe(def.keyType as Schema, depth + 1)}: ${describe(def.valueType as Schema, depth + 1)} }`
    case "union":
      return [...new Set((def.options ?? []).map((option) => describe(option, depth + 1)))].join(" | ")
    case "optional":
    case "nonoptional":
    case "readonly":
    case "catch":
    case "prefault":
      return describe(def.innerType as Schema, depth)
    case "default": {
      const fallback = typeof def.defaultValue === "function" ? undefined : def.defaultValue
      const inner = describe(def.innerType as Schema, depth)
      return fallback === undefined || fallback === "" ? inner : `${inner} (default ${JSON.stringify(fallback)})`
    }
    case "nullable":
      return `${describe(def.innerType as Schema, depth)} | null`
    case "pipe": {
      const input = def.in as Schema
      return input._zod.def.type === "transform" ? describe(def.out as Schema, depth) : describe(input, depth)
    }
    case "transform":
    case "any":
    case "unknown":
    case "custom":
      return "any"
    default:
      return def.type
  }
}

/** What a route's body, query or params schema accepts, on one line. */
export function summariseSchema(schema: unknown): string {
  return describe(schema as Schema, 0)
}
