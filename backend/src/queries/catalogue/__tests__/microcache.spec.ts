import { createMicrocache } from "../microcache"

describe("createMicrocache", () => {
  afterEach(() => jest.useRealTimers())

  it("computes a key once within the TTL and again after it", async () => {
    jest.useFakeTimers({ now: 0 })
    const cache = createMicrocache<number>(1000)
    const compute = jest.fn(async () => compute.mock.calls.length)

    expect(await cache.get("a", compute)).toBe(1)
    expect(await cache.get("a", compute)).toBe(1)
    expect(compute).toHaveBeenCalledTimes(1)

    jest.setSystemTime(1001)
    expect(await cache.get("a", compute)).toBe(2)
  })

  it("shares one computation between concurrent callers and keeps keys apart", async () => {
    const cache = createMicrocache<string>(1000)
    const compute = jest.fn(async () => "value")
    await Promise.all([cache.get("a", compute), cache.get("a", compute), cache.get("b", compute)])
    expect(compute).toHaveBeenCalledTimes(2)
  })

  it("does not keep failures, is off with a TTL of 0, evicts the oldest and can be cleared", async () => {
    const cache = createMicrocache<number>(1000, 2)
    await expect(cache.get("x", async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom")
    expect(await cache.get("x", async () => 7)).toBe(7)

    const off = createMicrocache<number>(0)
    const compute = jest.fn(async () => 1)
    await off.get("k", compute)
    await off.get("k", compute)
    expect(compute).toHaveBeenCalledTimes(2)

    const first = jest.fn(async () => 1)
    await cache.get("y", async () => 2)
    await cache.get("z", async () => 3)
    await cache.get("x", first)
    expect(first).toHaveBeenCalledTimes(1)

    cache.clear()
    await cache.get("y", first)
    expect(first).toHaveBeenCalledTimes(2)
  })
})
