import type { Context } from "@medusajs/framework/types"
import { InjectTransactionManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { AuditEntry } from "./models/audit-entry"

type Ctx = Context<EntityManager>

/**
 * Audit entries are created with `createAuditEntries`; the table's triggers refuse every update
 * and every delete except `removeCompensated`'s (a workflow undoing an entry of a change that failed).
 */
class AuditModuleService extends MedusaService({ AuditEntry }) {
  /** Removes the entry of a change that did not happen (a workflow's compensation). */
  @InjectTransactionManager()
  async removeCompensated(id: string, @MedusaContext() ctx: Ctx = {}): Promise<void> {
    await ctx.transactionManager!.execute(`SET LOCAL audit.compensating = 'on'`)
    await ctx.transactionManager!.execute(`DELETE FROM audit_entry WHERE id = ?`, [id])
  }
}

export default AuditModuleService
