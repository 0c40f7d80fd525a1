const { loadEnv } = require("@medusajs/framework/utils")
loadEnv("test", process.cwd())
const base = require("./jest.config.base")

// The backend's integration specs, run by `npm run test:backend` (integration-tests/run.mjs starts
// PostgreSQL); the unit specs under src/ have their own config, jest.config.unit.js.
module.exports = {
  ...base,
  setupFiles: ["./integration-tests/setup.js"],
  testMatch: ["**/integration-tests/http/**/*.spec.[jt]s", "**/integration-tests/realtime/**/*.spec.[jt]s"],
  // One timeout for every spec: a spec boots the shop in its beforeAll, and on a loaded machine
  // a race or a Daraja exchange takes minutes.
  testTimeout: 600000,
}
