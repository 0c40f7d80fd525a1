import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { anyStatus, bearer } from "../../helpers/accounts"
import { registerWithRole } from "../../helpers/shop"
import { applied, invitationToken } from "../../helpers/merchants"

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    it("the invitation sign-up signs the merchant in, with her application's phone on her profile", async () => {
      const boss = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const m = await applied(getContainer(), { name: "Amina Njeri", brand: "Amina Crafts" })
      expect((await api.put(`/api/merchant/approve/${m._id}`, {}, bearer(boss.token))).status).toBe(200)
      const token = await invitationToken(m.body.email)
      const details = { email: m.body.email, firstName: "Amina", lastName: "Njeri", password: "amina-pass" }

      const done = await api.post(`/api/merchant/signup/${token}`, details, anyStatus)
      expect(done.status).toBe(200)
      const phone = `+254${String(m.body.phoneNumber).slice(1)}`
      expect(done.data).toMatchObject({
        success: true,
        token: expect.stringMatching(/^Bearer /),
        user: { email: m.body.email, firstName: "Amina", role: "ROLE_MERCHANT", merchant: m._id, phoneNumber: phone },
      })
      // The token works at once: no second sign-in.
      const me = await api.get("/api/user/me", bearer(done.data.token))
      expect(me.status).toBe(200)
      expect(me.data.user).toMatchObject({ firstName: "Amina", role: "ROLE_MERCHANT", phoneNumber: phone })
      expect((await api.get("/api/brand", bearer(done.data.token))).data.brands).toEqual([
        expect.objectContaining({ name: "Amina Crafts", isActive: false }),
      ])
    })
  },
})
