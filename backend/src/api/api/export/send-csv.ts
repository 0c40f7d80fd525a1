import type { MedusaResponse } from "@medusajs/framework/http"
import { csvRow, type CsvValue } from "../../../domain/overview/csv"

/** Waits until the client has taken what was written (backpressure), or has gone. */
function written(res: MedusaResponse, chunk: string): Promise<void> {
  if (res.write(chunk)) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done)
      res.off("close", done)
      resolve()
    }
    res.on("drain", done)
    res.on("close", done)
  })
}

/**
 * Streams a CSV download: the header row, then each batch as it is read, so memory holds one
 * batch, never the file. The first batch is read before anything is sent, so a failing query is
 * still an ordinary error answer; a failure later cuts the download (the client sees it incomplete).
 */
export async function sendCsv(res: MedusaResponse, filename: string, header: string[], batches: AsyncGenerator<CsvValue[][]>) {
  const first = await batches.next()
  res.status(200)
  res.setHeader("Content-Type", "text/csv; charset=utf-8")
  res.setHeader("Content-Disposition", `attachment; filename="${filename}"`)
  res.setHeader("Cache-Control", "no-store")
  await written(res, csvRow(header))
  try {
    for (let batch = first; !batch.done; batch = await batches.next()) {
      if (res.destroyed) {
        await batches.return(undefined)
        return
      }
      await written(res, batch.value.map(csvRow).join(""))
    }
  } catch (error) {
    res.destroy(error instanceof Error ? error : new Error(String(error)))
    return
  }
  res.end()
}
