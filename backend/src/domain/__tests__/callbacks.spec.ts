import { oneAtATime, parseJsonBody } from "../callbacks"

describe("oneAtATime", () => {
  it("runs tasks one after another in the order given, even when a later one would finish first", async () => {
    const queue = oneAtATime()
    const log: string[] = []
    let releaseFirst!: () => void
    const firstGate = new Promise<void>((resolve) => (releaseFirst = resolve))
    const first = queue(async () => {
      log.push("first started")
      await firstGate
      log.push("first done")
      return 1
    })
    const second = queue(async () => {
      log.push("second started")
      return 2
    })
    await Promise.resolve()
    expect(log).toEqual(["first started"])
    releaseFirst()
    expect(await Promise.all([first, second])).toEqual([1, 2])
    expect(log).toEqual(["first started", "first done", "second started"])
  })

  it("a failed task does not stop the next", async () => {
    const queue = oneAtATime()
    const failed = queue(async () => {
      throw new Error("boom")
    })
    await expect(failed).rejects.toThrow("boom")
    await expect(queue(async () => "next")).resolves.toBe("next")
  })
})

describe("parseJsonBody", () => {
  it("is the JSON of a body, or null when it is not JSON", () => {
    expect(parseJsonBody('{"a":1}')).toEqual({ a: 1 })
    expect(parseJsonBody("not json")).toBeNull()
  })
})
