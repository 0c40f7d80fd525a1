// Preloaded into the bench's `medusa start` with `npm run bench -- --checkout-sequential --query-census`:
// the first SIGUSR2 starts counting the queries the server sends PostgreSQL (every copy of
// node-postgres' Client#query: knex's, MikroORM's), the next writes the counts, by kind and by
// shape (literals and numbers masked), to BENCH_QUERY_CENSUS_FILE.
const fs = require("node:fs")
const path = require("node:path")

const file = process.env.BENCH_QUERY_CENSUS_FILE
const KINDS = ["begin", "commit", "rollback", "select", "insert", "update", "delete"]

function kindOf(text) {
  const word = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase()
  if (word === "with") return "select"
  return KINDS.includes(word) ? word : "other"
}

function shapeOf(text) {
  return text
    .replace(/'(?:[^']|'')*'/g, "?")
    .replace(/\b\d+(\.\d+)?\b/g, "N")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 200)
}

/** node-postgres as the server's own code and MikroORM's PostgreSQL driver each resolve it. */
function pgCopies() {
  const copies = new Set()
  for (const from of [() => process.cwd(), () => path.dirname(require.resolve("@mikro-orm/postgresql", { paths: [process.cwd()] }))]) {
    try {
      copies.add(require(require.resolve("pg", { paths: [from()] })))
    } catch {
      // not installed from there
    }
  }
  return copies
}

if (file) {
  const shapes = new Map()
  let counting = false
  for (const pg of pgCopies()) {
    const query = pg.Client.prototype.query
    pg.Client.prototype.query = function countedQuery(config, ...rest) {
      const text = typeof config === "string" ? config : config?.text
      if (counting && text) {
        const shape = shapeOf(text)
        shapes.set(shape, (shapes.get(shape) ?? 0) + 1)
      }
      return query.call(this, config, ...rest)
    }
  }
  process.on("SIGUSR2", () => {
    if (!counting) {
      shapes.clear()
      counting = true
      return
    }
    counting = false
    const byKind = Object.fromEntries(["other", ...KINDS].map((kind) => [kind, 0]))
    for (const [shape, count] of shapes) byKind[kindOf(shape)] += count
    const byShape = [...shapes].sort((a, b) => b[1] - a[1]).map(([shape, count]) => ({ count, shape }))
    fs.writeFileSync(file, JSON.stringify({ byKind, byShape }))
  })
}
