import fs from "node:fs"
import path from "node:path"

const WORKFLOWS_DIR = path.join(__dirname, "..")

/** Every .ts file under src/workflows except steps (`steps/`) and tests (`__tests__/`), relative to it. */
function workflowFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "steps" || entry.name === "__tests__" ? [] : workflowFiles(full)
    return entry.name.endsWith(".ts") ? [path.relative(WORKFLOWS_DIR, full).split(path.sep).join("/")] : []
  })
}

/**
 * `workflows/` holds workflows: each file outside `steps/` builds one with `createWorkflow(`. A plain
 * helper belongs in `domain/` (pure), in the module that owns its data, or beside the steps that use it.
 */
describe("src/workflows", () => {
  it("has workflow files to check", () => {
    expect(workflowFiles(WORKFLOWS_DIR).length).toBeGreaterThan(50)
  })

  it("builds a workflow in every file outside steps/", () => {
    const plain = workflowFiles(WORKFLOWS_DIR).filter(
      (file) => !fs.readFileSync(path.join(WORKFLOWS_DIR, file), "utf8").includes("createWorkflow(")
    )
    expect(plain).toEqual([])
  })

  it("exports no plain function beside its workflows (helpers live in steps/, domain/ or a module)", () => {
    const exportsFunction = /^export (async )?function\b|^export const \w+ = (async )?(\([^)]*\)|\w+) =>/m
    const helpers = workflowFiles(WORKFLOWS_DIR).filter(
      (file) => exportsFunction.test(fs.readFileSync(path.join(WORKFLOWS_DIR, file), "utf8"))
    )
    expect(helpers).toEqual([])
  })
})
