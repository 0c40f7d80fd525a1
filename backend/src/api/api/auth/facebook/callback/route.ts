import { finishSocialSignIn } from "../../social-sign-in"

export const GET = finishSocialSignIn("facebook")
