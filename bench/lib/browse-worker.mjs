// A load generator in its own process (forked by sale-day.mjs), so the browsing load's client work
// (autocannon reading ~100 KB answers thousands of times a second) never delays the buyers' loops
// in the bench process. Gets { origin, paths, connections, seconds } and sends back every 2xx
// latency and the other statuses.
import autocannon from "autocannon"

process.once("message", async ({ origin, paths, connections, seconds }) => {
  let next = 0
  const latencies = []
  const statuses = {}
  const instance = autocannon({
    url: origin + paths[0],
    connections,
    duration: seconds,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
  })
  instance.on("response", (_client, status, _bytes, ms) => {
    statuses[status] = (statuses[status] || 0) + 1
    if (status >= 200 && status < 300) latencies.push(ms)
  })
  const result = await instance
  process.send({ latencies, statuses, errors: result.errors, timeouts: result.timeouts, seconds: result.duration }, () => process.exit(0))
})
