// Baseline: a bare node:http server answering every request with one fixed JSON body.
// Run as a child: node bare-server.mjs <port> <body-file>
import http from "node:http"
import fs from "node:fs"

const [port, bodyFile] = process.argv.slice(2)
const body = fs.readFileSync(bodyFile)
const server = http.createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": body.length })
  res.end(body)
})
server.listen(Number(port), "127.0.0.1", () => process.send?.("ready"))
process.on("SIGTERM", () => server.close(() => process.exit(0)))
