import type { MedusaResponse } from "@medusajs/framework/http"
import { StepTimer } from "../step-timer"

/** A response that keeps the headers set on it. */
const fakeResponse = () => {
  const headers: Record<string, string> = {}
  const res = { setHeader: (name: string, value: string) => (headers[name] = value) } as unknown as MedusaResponse
  return { res, headers }
}

/** Keeps this thread busy for `ms` of its own CPU time (however long a loaded machine makes that). */
const burnCpu = (ms: number) => {
  const cpuMs = () => process.cpuUsage().user / 1000
  const until = cpuMs() + ms
  while (cpuMs() < until) Math.sqrt(Math.random())
}

describe("StepTimer", () => {
  const before = process.env.SHOP_SERVER_TIMING
  afterEach(() => {
    process.env.SHOP_SERVER_TIMING = before
  })

  it("sends each mark and the whole with its wall time and the process's CPU over it", async () => {
    process.env.SHOP_SERVER_TIMING = "on"
    const timer = new StepTimer(process.env.SHOP_SERVER_TIMING === "on")
    await timer.time("workflow", async () => {
      StepTimer.mark("waited")
      await new Promise((resolve) => setTimeout(resolve, 30))
      StepTimer.mark("slept")
      burnCpu(30)
      StepTimer.mark("busy")
    })
    const { res, headers } = fakeResponse()
    timer.send(res)

    const steps = headers["Server-Timing"].split(", ").map((part) => {
      const [name, dur, cpu] = part.split(";")
      expect(dur).toMatch(/^dur=\d+\.\d$/)
      expect(cpu).toMatch(/^cpu=\d+\.\d\d$/)
      return { name, ms: Number(dur.slice(4)), cpuMs: Number(cpu.slice(4)) }
    })
    expect(steps.map((s) => s.name)).toEqual(["waited", "slept", "busy", "workflow"])
    const [, slept, busy, whole] = steps
    expect(slept.ms).toBeGreaterThanOrEqual(25)
    // The process's CPU over a sleep is other threads' only (CI saw 15 ms of it in 30 ms): well under the wall time.
    expect(slept.cpuMs).toBeLessThan(slept.ms - 5)
    // burnCpu counts the whole process's CPU, other threads' too (GC, the test runner), so the
    // busy step's wall time may be a little under its 30 ms of CPU: only its CPU has a floor.
    expect(busy.ms).toBeGreaterThan(0)
    expect(busy.cpuMs).toBeGreaterThanOrEqual(30)
    expect(whole.ms).toBeGreaterThanOrEqual(slept.ms + busy.ms - 0.2)
    expect(whole.cpuMs).toBeGreaterThanOrEqual(busy.cpuMs - 0.02)
  })

  it("sends nothing unless SHOP_SERVER_TIMING is on", async () => {
    delete process.env.SHOP_SERVER_TIMING
    const timer = new StepTimer(process.env.SHOP_SERVER_TIMING === "on")
    expect(await timer.time("workflow", async () => (StepTimer.mark("step"), 42))).toBe(42)
    const { res, headers } = fakeResponse()
    timer.send(res)
    expect(headers).toEqual({})
  })
})
