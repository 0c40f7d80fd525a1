import { MedusaService } from "@medusajs/framework/utils"
import { Subscriber } from "./models/subscriber"

class NewsletterModuleService extends MedusaService({ Subscriber }) {
  /** Subscribes an e-mail address; subscribing twice is not an error. Returns whether it is new. */
  async subscribe(email: string) {
    const normalized = email.trim().toLowerCase()
    const [existing] = await this.listSubscribers({ email: normalized }, { take: 1 })
    if (existing) {
      return { subscriber: existing, created: false }
    }
    try {
      const subscriber = await this.createSubscribers({ email: normalized })
      return { subscriber, created: true }
    } catch (error) {
      // A concurrent request subscribed the same address first.
      const [raced] = await this.listSubscribers({ email: normalized }, { take: 1 })
      if (raced) return { subscriber: raced, created: false }
      throw error
    }
  }
}

export default NewsletterModuleService
