import { finishSocialSignIn } from "../../../../../lib/auth/social-sign-in"

export const GET = finishSocialSignIn("facebook")
