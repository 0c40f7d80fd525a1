import type MpesaModuleService from "./service"

const TOKEN_ROW = "daraja"

/** The Daraja client's TokenStore in Postgres: one row, shared by every server process. */
export class PostgresTokenStore {
  constructor(private readonly mpesa: MpesaModuleService) {}

  async get(): Promise<{ token: string; expiresAt: number } | null> {
    const [row] = await this.mpesa.listMpesaTokens({ id: TOKEN_ROW }, { take: 1 })
    return row ? { token: row.token, expiresAt: new Date(row.expires_at).getTime() } : null
  }

  async set(t: { token: string; expiresAt: number }): Promise<void> {
    const [row] = await this.mpesa.listMpesaTokens({ id: TOKEN_ROW }, { take: 1 })
    const data = { token: t.token, expires_at: new Date(t.expiresAt) }
    if (row) await this.mpesa.updateMpesaTokens({ id: TOKEN_ROW, ...data })
    else await this.mpesa.createMpesaTokens({ id: TOKEN_ROW, ...data })
  }
}
