// A load generator in its own process (forked by sale-day.mjs), so the browsing load's client work
// (autocannon reading ~100 KB answers thousands of times a second) never delays the buyers' loops
// in the bench process. Gets { origin, paths, connections, seconds } and sends back every 2xx
// latency and the other statuses.
import { loadRun } from "./load.mjs"

process.once("message", async ({ origin, paths, connections, seconds }) => {
  const { latencies, statuses, result } = await loadRun({ origin, paths, connections, duration: seconds })
  process.send({ latencies, statuses, errors: result.errors, timeouts: result.timeouts, seconds: result.duration }, () => process.exit(0))
})
