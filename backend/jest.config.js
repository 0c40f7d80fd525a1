const { loadEnv } = require("@medusajs/framework/utils")
loadEnv("test", process.cwd())

module.exports = {
  transform: {
    "^.+\\.[jt]s$": [
      "@swc/jest",
      { jsc: { parser: { syntax: "typescript", decorators: true }, target: "es2021" } },
    ],
  },
  testEnvironment: "node",
  moduleFileExtensions: ["js", "ts", "json"],
  modulePathIgnorePatterns: ["dist/", "<rootDir>/.medusa/"],
  setupFiles: ["./integration-tests/setup.js"],
  testMatch: ["**/integration-tests/http/**/*.spec.[jt]s", "**/integration-tests/realtime/**/*.spec.[jt]s", "**/src/**/__tests__/**/*.spec.[jt]s"],
  testTimeout: 120000,
}
