import { AsyncLocalStorage } from "node:async_hooks"
import type { MedusaResponse } from "@medusajs/framework/http"

const currentTimer = new AsyncLocalStorage<StepTimer>()

/**
 * Per-step wall times of one request, sent as a `Server-Timing` header when
 * SHOP_SERVER_TIMING=on (the bench sets it), so `npm run bench` can say where checkout's time goes.
 * Inside `time`, workflow steps add their own marks with `StepTimer.mark`.
 */
export class StepTimer {
  private readonly steps: [string, number][] = []
  private readonly enabled = process.env.SHOP_SERVER_TIMING === "on"
  private lastMark = 0

  async time<T>(name: string, work: () => Promise<T>): Promise<T> {
    if (!this.enabled) return work()
    const started = performance.now()
    this.lastMark = started
    try {
      return await currentTimer.run(this, work)
    } finally {
      this.steps.push([name, performance.now() - started])
    }
  }

  /** Records the time since the previous mark (or the start) as the step `name` of the current request. */
  static mark(name: string) {
    const timer = currentTimer.getStore()
    if (!timer) return
    const now = performance.now()
    timer.steps.push([name, now - timer.lastMark])
    timer.lastMark = now
  }

  send(res: MedusaResponse) {
    if (!this.enabled || !this.steps.length) return
    res.setHeader("Server-Timing", this.steps.map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`).join(", "))
  }
}
