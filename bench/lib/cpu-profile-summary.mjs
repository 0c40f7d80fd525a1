import fs from "node:fs"

/** Where a sampled function lives: its npm package, the shop's source, or V8/Node's own label. */
function owner(callFrame) {
  const { url, functionName } = callFrame
  if (!url) return functionName || "(anonymous)"
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)
  if (pkg) return pkg[1]
  if (url.includes("/backend/src/")) return "shop (backend/src)"
  if (url.startsWith("node:")) return "node:" + url.slice(5).split("/")[0]
  return url
}

/**
 * Self time of a .cpuprofile by owner (package) and by function, as shares of the profiled
 * time: what the server's one thread spent its CPU on while the bench measured.
 */
export function summariseCpuProfile(file, top = 12) {
  const profile = JSON.parse(fs.readFileSync(file, "utf8"))
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const selfUs = new Map()
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)))
  const totalUs = [...selfUs.values()].reduce((a, b) => a + b, 0)
  const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us)
  const byOwner = new Map()
  const byFunction = new Map()
  for (const [id, us] of selfUs) {
    const { callFrame } = nodes.get(id)
    add(byOwner, owner(callFrame), us)
    add(byFunction, `${callFrame.functionName || "(anonymous)"} (${owner(callFrame)})`, us)
  }
  const share = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, percent: Math.round((us / totalUs) * 1000) / 10 }))
  return { file, seconds: Math.round(totalUs / 1e4) / 100, byOwner: share(byOwner), byFunction: share(byFunction) }
}
