import type { Knex } from "knex"
import type { TokenStore } from "./daraja-client"

const TOKEN_ROW = "daraja"

/**
 * The Daraja client's TokenStore in Postgres: one row of `mpesa_token`, shared by every server
 * process and by the payment module's M-Pesa provider (a new token revokes the old one, so there
 * must be one holder). Plain SQL, so any module's container can use it with its connection.
 */
export class PostgresTokenStore implements TokenStore {
  constructor(private readonly db: Knex) {}

  async get(): Promise<{ token: string; expiresAt: number } | null> {
    const row = await this.db("mpesa_token").where({ id: TOKEN_ROW }).whereNull("deleted_at").first("token", "expires_at")
    return row ? { token: row.token, expiresAt: new Date(row.expires_at).getTime() } : null
  }

  async set(t: { token: string; expiresAt: number }): Promise<void> {
    await this.db.raw(
      `INSERT INTO mpesa_token (id, token, expires_at) VALUES (?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET token = excluded.token, expires_at = excluded.expires_at, updated_at = now(), deleted_at = NULL`,
      [TOKEN_ROW, t.token, new Date(t.expiresAt)]
    )
  }
}
