import type { MedusaResponse } from "@medusajs/framework/http"

/**
 * Per-step wall times of one request, sent as a `Server-Timing` header when
 * SHOP_SERVER_TIMING=on (the bench sets it), so `npm run bench` can say where checkout's time goes.
 */
export class StepTimer {
  private readonly steps: [string, number][] = []
  private readonly enabled = process.env.SHOP_SERVER_TIMING === "on"

  async time<T>(name: string, work: () => Promise<T>): Promise<T> {
    if (!this.enabled) return work()
    const started = performance.now()
    try {
      return await work()
    } finally {
      this.steps.push([name, performance.now() - started])
    }
  }

  send(res: MedusaResponse) {
    if (!this.enabled || !this.steps.length) return
    res.setHeader("Server-Timing", this.steps.map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`).join(", "))
  }
}
