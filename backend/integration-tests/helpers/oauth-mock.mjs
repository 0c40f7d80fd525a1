// A local OAuth 2 / OpenID Connect provider (oauth2-mock-server) for the social sign-in
// tests: prints its URL, answers /userinfo with the profile given as JSON in argv[2].
import { OAuth2Server } from "oauth2-mock-server"

const profile = JSON.parse(process.argv[2] || "{}")
const server = new OAuth2Server()
await server.issuer.keys.generate("RS256")
server.service.on("beforeUserinfo", (response) => {
  response.body = profile
})
await server.start(0, "localhost")
console.log(`READY ${server.issuer.url}`)
process.on("SIGTERM", async () => {
  await server.stop()
  process.exit(0)
})
