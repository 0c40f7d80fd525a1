import { diffFields } from "../diff"
import { isAuditedActor } from "../audit"

describe("diffFields", () => {
  it("records only the fields an update changed", () => {
    expect(diffFields({ name: "Mug", price: 100, sku: "M1" }, { name: "Mug", price: 120 })).toEqual({ price: { before: 100, after: 120 } })
  })

  it("leaves out fields the update did not name (undefined) and keeps an explicit null", () => {
    expect(diffFields({ name: "Mug", brand: "b1" }, { name: undefined, brand: null })).toEqual({ brand: { before: "b1", after: null } })
  })

  it("treats a creation as every field from null, and a deletion as every field to null", () => {
    expect(diffFields(null, { name: "Mug", isActive: true })).toEqual({
      name: { before: null, after: "Mug" },
      isActive: { before: null, after: true },
    })
    expect(diffFields({ name: "Mug" }, null)).toEqual({ name: { before: "Mug", after: null } })
  })

  it("compares arrays and objects by value, dates as ISO text", () => {
    expect(diffFields({ tags: ["a", "b"], meta: { x: 1, y: 2 } }, { tags: ["a", "b"], meta: { y: 2, x: 1 } })).toEqual({})
    expect(diffFields({ tags: ["a"] }, { tags: ["a", "b"] })).toEqual({ tags: { before: ["a"], after: ["a", "b"] } })
    expect(diffFields({ at: new Date("2026-01-01T00:00:00Z") }, { at: new Date("2026-01-02T00:00:00Z") })).toEqual({
      at: { before: "2026-01-01T00:00:00.000Z", after: "2026-01-02T00:00:00.000Z" },
    })
  })

  it("is empty when nothing changed", () => {
    expect(diffFields({ status: "Approved" }, { status: "Approved" })).toEqual({})
  })
})

describe("isAuditedActor", () => {
  it("logs admins and merchants, not members or the system", () => {
    expect(isAuditedActor({ id: "a", role: "ROLE_ADMIN" })).toBe(true)
    expect(isAuditedActor({ id: "a", role: "ROLE_MERCHANT" })).toBe(true)
    expect(isAuditedActor({ id: "a", role: "ROLE_MEMBER" })).toBe(false)
    expect(isAuditedActor(null)).toBe(false)
  })
})
