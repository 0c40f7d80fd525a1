import path from "path"

/** Where the shop keeps its data; `npm start` sets SHOP_DATA_DIR to an absolute path. */
export function shopPaths() {
  const dataDir = path.resolve(process.env.SHOP_DATA_DIR || path.join(__dirname, "..", "..", "..", ".data"))
  return {
    dataDir,
    uploadDir: path.join(dataDir, "uploads"),
    privateUploadDir: path.join(dataDir, "private-uploads"),
    storefrontDist:
      process.env.STOREFRONT_DIST || path.join(__dirname, "..", "..", "..", "storefront", "dist"),
  }
}
