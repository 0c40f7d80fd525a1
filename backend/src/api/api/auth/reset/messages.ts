export const PASSWORD_CHANGED = "Password changed successfully. Please login with your new password."
export const WRONG_OLD_PASSWORD = "Please enter your correct old password."
