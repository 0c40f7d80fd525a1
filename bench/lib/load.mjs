import autocannon from "autocannon"
import { percentile, round } from "./stats.mjs"

/**
 * Loads one endpoint with autocannon: a warm-up run (discarded), then the measured run.
 * Latency percentiles are computed exactly from every response's time (autocannon's own
 * histogram offers p90/p97.5 but no p95). Paths rotate when `paths` has several entries.
 */
export async function measure({ origin, paths, headers = {}, connections, duration, warmup }) {
  if (warmup > 0) await once({ origin, paths, headers, connections, duration: warmup })
  return once({ origin, paths, headers, connections, duration })
}

/**
 * One autocannon run (paths rotating): every 2xx latency in ms, the count of each status and
 * autocannon's own result. Also the browsing load of sale-day.mjs (browse-worker.mjs).
 */
export async function loadRun({ origin, paths, headers, connections, duration }) {
  let next = 0
  const latencies = []
  const statuses = {}
  const instance = autocannon({
    url: origin + paths[0],
    connections,
    duration,
    ...(headers ? { headers } : {}),
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
  })
  instance.on("response", (_client, status, _bytes, ms) => {
    statuses[status] = (statuses[status] || 0) + 1
    if (status >= 200 && status < 300) latencies.push(ms)
  })
  const result = await instance
  return { latencies, statuses, result }
}

async function once({ origin, paths, headers, connections, duration }) {
  const { latencies, statuses, result } = await loadRun({ origin, paths, headers, connections, duration })
  latencies.sort((a, b) => a - b)
  const ok = latencies.length
  const responses = Object.values(statuses).reduce((a, b) => a + b, 0)
  return {
    requests: responses,
    ok,
    reqPerSec: round(ok / result.duration),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    non2xx: responses - ok,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerResponse: ok ? Math.round(result.throughput.total / ok) : 0,
    seconds: round(result.duration),
  }
}

