/** What the merchant routes (the shop's and Medusa Admin's) tell the admin after each action. */
export const merchantReplies = {
  applied: (phoneNumber: string) => `We received your request! We will reach you on your phone number ${phoneNumber}!`,
  approved: ({ alreadyApproved, promoted, bySms }: { alreadyApproved: boolean; promoted: boolean; bySms?: boolean }) =>
    alreadyApproved
      ? "Merchant is already approved."
      : promoted
        ? "Merchant has been approved. Their account is now a merchant account."
        : bySms
          ? "Merchant has been approved. An invitation to sign up was sent by SMS."
          : "Merchant has been approved. An invitation to sign up was sent by email.",
  rejected: "Merchant has been rejected.",
  activeSet: (isActive: boolean, brandName: string) =>
    isActive ? "Merchant has been enabled." : `Merchant has been disabled, and so have the ${brandName} brand and all its products.`,
  deleted: "Merchant has been deleted successfully!",
  signedUp: "You have signed up successfully! Please sign in with the email and password. Thank you!",
}
