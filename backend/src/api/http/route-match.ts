/** Matching a request path to declared `/api` routes the way Medusa's router orders them. */

export type Declared = { matcher: string; methods: readonly string[] }
export type Match<R> = { route: R; params: Record<string, string> }

type Compiled<R> = { route: R; segments: string[]; methods: Set<string> }

export function compileRoutes<R extends Declared>(routes: R[]): Compiled<R>[] {
  return routes.map((route) => ({
    route,
    segments: route.matcher.split("/").filter(Boolean).map((s) => (s.startsWith(":") ? s : s.toLowerCase())),
    methods: new Set(route.methods.map((m) => m.toUpperCase())),
  }))
}

/**
 * The route for a method and a path whose segments are already decoded. Like Express here (routes are
 * case-insensitive) and like Medusa's sorter (a literal segment wins over a `:param` at the same place).
 */
export function matchRoute<R extends Declared>(compiled: Compiled<R>[], method: string, path: string): Match<R> | null {
  const segments = path.replace(/\/$/, "").split("/").slice(1).map(decodeURIComponent)
  if (segments.some((segment) => segment === "")) return null
  const verb = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase()
  let best: { match: Match<R>; rank: string } | null = null
  for (const candidate of compiled) {
    if (!candidate.methods.has(verb) || candidate.segments.length !== segments.length) continue
    const params: Record<string, string> = {}
    let rank = ""
    let fits = true
    for (let i = 0; i < segments.length && fits; i++) {
      const expected = candidate.segments[i]
      if (expected.startsWith(":")) {
        params[expected.slice(1)] = segments[i]
        rank += "1"
      } else {
        fits = expected === segments[i].toLowerCase()
        rank += "0"
      }
    }
    if (fits && (!best || rank < best.rank)) best = { match: { route: candidate.route, params }, rank }
  }
  return best?.match ?? null
}
