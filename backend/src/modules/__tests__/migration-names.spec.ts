import fs from "fs"
import path from "path"

/**
 * Every module's migrations are recorded by name in one `mikro_orm_migrations` table, so a
 * migration whose name another module already used is taken as done and never runs (the
 * idempotency module's table was missing that way).
 */
describe("module migrations", () => {
  it("have names no other module uses", () => {
    const modulesDir = path.resolve(__dirname, "..")
    const owners = new Map<string, string[]>()
    for (const module of fs.readdirSync(modulesDir)) {
      const dir = path.join(modulesDir, module, "migrations")
      if (!fs.existsSync(dir)) continue
      for (const file of fs.readdirSync(dir).filter((name) => /^Migration\d+\.ts$/.test(name))) {
        const name = file.replace(/\.ts$/, "")
        owners.set(name, [...(owners.get(name) ?? []), module])
        expect({ file, className: /export class (\w+)/.exec(fs.readFileSync(path.join(dir, file), "utf8"))?.[1] }).toEqual({ file, className: name })
      }
    }
    const shared = [...owners].filter(([, modules]) => modules.length > 1)
    expect(shared).toEqual([])
  })
})
