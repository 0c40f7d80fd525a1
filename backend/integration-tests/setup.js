const path = require("path")
const { MetadataStorage } = require("@medusajs/framework/mikro-orm/core")

MetadataStorage.clear()

// Specs run in several Jest workers at once: each worker writes its outbox and request log to a
// folder of its own, so two apps never share a file.
if (process.env.SHOP_TEST_DATA_ROOT) {
  process.env.SHOP_DATA_DIR = path.join(process.env.SHOP_TEST_DATA_ROOT, `worker-${process.env.JEST_WORKER_ID || "1"}`)
}
