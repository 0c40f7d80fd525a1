import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { NEWSLETTER_MODULE, type NewsletterModuleService } from "../../../modules/newsletter"

/** Subscribes an e-mail address; undoing removes a subscription it created. */
export const subscribeNewsletterStep = createStep(
  "subscribe-newsletter",
  async (email: string, { container }) => {
    const { subscriber, created } = await container.resolve<NewsletterModuleService>(NEWSLETTER_MODULE).subscribe(email)
    return new StepResponse({ created }, created ? subscriber.id : undefined)
  },
  async (createdId, { container }) => {
    if (createdId) {
      await container.resolve<NewsletterModuleService>(NEWSLETTER_MODULE).deleteSubscribers(createdId)
    }
  }
)
