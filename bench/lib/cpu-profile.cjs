// Preloaded into the bench's `medusa start` with `npm run bench -- --cpu-profile`: the first
// SIGUSR2 starts a CPU profile of the server, the next writes it to BENCH_CPU_PROFILE_FILE
// (Chrome DevTools' .cpuprofile format), so the bench profiles exactly its measured window.
const inspector = require("node:inspector")
const fs = require("node:fs")

const file = process.env.BENCH_CPU_PROFILE_FILE
if (file) {
  const session = new inspector.Session()
  session.connect()
  let running = false
  process.on("SIGUSR2", () => {
    if (!running) {
      running = true
      session.post("Profiler.enable", () => session.post("Profiler.start"))
      return
    }
    running = false
    session.post("Profiler.stop", (error, result) => {
      if (!error) fs.writeFileSync(file, JSON.stringify(result.profile))
    })
  })
}
