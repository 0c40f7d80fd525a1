import { startSocialSignIn } from "../social-sign-in"

export const GET = startSocialSignIn("google")
