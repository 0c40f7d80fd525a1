import { AsyncLocalStorage } from "node:async_hooks"
import type { MedusaResponse } from "@medusajs/framework/http"

const currentTimer = new AsyncLocalStorage<StepTimer>()

/** The whole process's CPU time so far (all threads, user and system), in ms. */
const processCpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/**
 * Per-step wall times of one request, sent as a `Server-Timing` header when
 * SHOP_SERVER_TIMING=on (the bench sets it; src/config/server-timing.ts), so `npm run bench` can say where checkout's time goes.
 * Inside `time`, workflow steps add their own marks with `StepTimer.mark`. Each step also carries
 * the process's CPU time over it (`cpu=`): that is the step's own only while no other request
 * runs, as in `npm run bench -- --checkout-sequential`.
 */
export class StepTimer {
  private readonly steps: { name: string; ms: number; cpuMs: number }[] = []
  private lastMark = { at: 0, cpu: 0 }

  constructor(private readonly enabled: boolean) {}

  async time<T>(name: string, work: () => Promise<T>): Promise<T> {
    if (!this.enabled) return work()
    const started = { at: performance.now(), cpu: processCpuMs() }
    this.lastMark = started
    try {
      return await currentTimer.run(this, work)
    } finally {
      this.steps.push({ name, ms: performance.now() - started.at, cpuMs: processCpuMs() - started.cpu })
    }
  }

  /** Records the time since the previous mark (or the start) as the step `name` of the current request. */
  static mark(name: string) {
    const timer = currentTimer.getStore()
    if (!timer) return
    const now = { at: performance.now(), cpu: processCpuMs() }
    timer.steps.push({ name, ms: now.at - timer.lastMark.at, cpuMs: now.cpu - timer.lastMark.cpu })
    timer.lastMark = now
  }

  send(res: MedusaResponse) {
    if (!this.enabled || !this.steps.length) return
    res.setHeader(
      "Server-Timing",
      this.steps.map(({ name, ms, cpuMs }) => `${name};dur=${ms.toFixed(1)};cpu=${cpuMs.toFixed(2)}`).join(", ")
    )
  }
}
