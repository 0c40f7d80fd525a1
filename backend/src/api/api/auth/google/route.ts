import { startSocialSignIn } from "../../../../lib/auth/social-sign-in"

export const GET = startSocialSignIn("google")
