export const PASSWORD_CHANGED = "Password changed successfully. Please login with your new password."
