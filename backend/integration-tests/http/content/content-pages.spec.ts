import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { anyStatus, bearer, register } from "../../helpers/accounts"
import { registerWithRole } from "../../helpers/shop"

medusaIntegrationTestRunner({
  env: { SUPPORT_PHONE: "0712 345 678", SUPPORT_WHATSAPP: "" },
  testSuite: ({ api, getContainer }) => {
    describe("GET/PUT /api/page/:slug", () => {
      it("shows each page's default text to anyone until the admin writes it", async () => {
        for (const [slug, title] of [
          ["returns", "Returns"],
          ["privacy", "Privacy"],
          ["terms", "Terms"],
        ]) {
          const res = await api.get(`/api/page/${slug}`, anyStatus)
          expect(res.status).toBe(200)
          expect(res.data.page).toEqual({ slug, title, body: expect.stringMatching(/\w/), updated: null })
        }
        const unknown = await api.get("/api/page/about-us", anyStatus)
        expect(unknown.status).toBe(404)
        expect(unknown.data).toEqual({ message: "No page found." })
      })

      it("lets only the admin write a page, which everyone then reads", async () => {
        const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
        const merchant = await registerWithRole(api, getContainer(), "ROLE_MERCHANT")
        const member = await register(api)
        const text = { title: "Returns and refunds", body: "Return within 14 days.\nWe refund by M-Pesa." }

        expect((await api.put("/api/page/returns", text, anyStatus)).status).toBe(401)
        expect((await api.put("/api/page/returns", text, bearer(member.token))).status).toBe(403)
        expect((await api.put("/api/page/returns", text, bearer(merchant.token))).status).toBe(403)
        expect((await api.get("/api/page/returns", anyStatus)).data.page.title).toBe("Returns")

        const saved = await api.put("/api/page/returns", { title: "  Returns and refunds ", body: text.body }, bearer(admin.token))
        expect(saved.status).toBe(200)
        expect(saved.data).toEqual({
          success: true,
          message: "Page has been saved successfully!",
          page: { slug: "returns", ...text, updated: expect.any(String) },
        })
        expect((await api.get("/api/page/returns", anyStatus)).data.page).toEqual({ slug: "returns", ...text, updated: expect.any(String) })

        const again = await api.put("/api/page/returns", { title: "Returns", body: "Within 7 days." }, bearer(admin.token))
        expect(again.status).toBe(200)
        expect((await api.get("/api/page/returns", anyStatus)).data.page).toEqual(expect.objectContaining({ title: "Returns", body: "Within 7 days." }))
        // The other pages keep their default text.
        expect((await api.get("/api/page/terms", anyStatus)).data.page.updated).toBeNull()
        expect((await api.put("/api/page/about-us", text, bearer(admin.token))).status).toBe(404)
      })

      it("answers a bad page with a clear 400 and keeps the text", async () => {
        const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
        const put = (body: unknown) => api.put("/api/page/privacy", body, bearer(admin.token))
        expect((await put({ body: "Text." })).data).toEqual({ error: "Title is required." })
        expect((await put({ title: "Privacy", body: "   " })).data).toEqual({ error: "Text is required." })
        expect((await put({ title: "t".repeat(121), body: "Text." })).data).toEqual({ error: "Title may not be longer than 120 characters." })
        const control = await put({ title: "Privacy", body: "bad\u0001text" })
        expect(control.status).toBe(400)
        expect(control.data).toEqual({ error: "Text may not contain control characters." })
        expect((await api.get("/api/page/privacy", anyStatus)).data.page.updated).toBeNull()
      })
    })

    describe("GET /api/shop/contact", () => {
      it("tells anyone the support phone and WhatsApp number (the phone's when none is set)", async () => {
        const res = await api.get("/api/shop/contact", anyStatus)
        expect(res.status).toBe(200)
        expect(res.data).toEqual({ phone: "+254712345678", whatsapp: "+254712345678" })
      })
    })
  },
})
