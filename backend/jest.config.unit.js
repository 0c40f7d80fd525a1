// The backend's unit specs (`src/**/__tests__`): pure code, no PostgreSQL, no Medusa app.
// `npm run test:unit` runs them (with the storefront's); `npm run test:backend` runs the rest.
const base = require("./jest.config.base")

module.exports = {
  ...base,
  testMatch: ["<rootDir>/src/**/__tests__/**/*.spec.[jt]s"],
  testTimeout: 120000,
}
