/** Seeded shoppers (they have no password: they only sign the seeded reviews). */
export const reviewers = [
  { email: "wanjiru.kamau@example.com", first_name: "Wanjiru", last_name: "Kamau" },
  { email: "otieno.odhiambo@example.com", first_name: "Otieno", last_name: "Odhiambo" },
  { email: "amina.hassan@example.com", first_name: "Amina", last_name: "Hassan" },
  { email: "kiprop.chebet@example.com", first_name: "Kiprop", last_name: "Chebet" },
]

export type SeedReview = {
  product: string
  reviewer: number
  title: string
  review: string
  rating: number
  isRecommended: boolean
}

export const reviews: SeedReview[] = [
  { product: "nyota-n5-smartphone-64gb", reviewer: 0, title: "Great value phone", review: "Battery lasts two days and the camera is sharp in daylight.", rating: 5, isRecommended: true },
  { product: "nyota-n5-smartphone-64gb", reviewer: 1, title: "Solid", review: "Fast enough for WhatsApp and M-Pesa; a little heavy.", rating: 4, isRecommended: true },
  { product: "jua-power-solar-lighting-kit", reviewer: 2, title: "Lights up the whole house", review: "Installed in an afternoon, runs three bulbs all evening.", rating: 5, isRecommended: true },
  { product: "jua-power-solar-lighting-kit", reviewer: 3, title: "Works well", review: "Good kit, the cable could be longer.", rating: 5, isRecommended: true },
  { product: "kilima-electric-kettle-1-7l", reviewer: 0, title: "Boils quickly", review: "Tea water in three minutes, switches off on its own.", rating: 4, isRecommended: true },
  { product: "kilima-electric-kettle-1-7l", reviewer: 2, title: "Okay", review: "Does the job, the lid is a bit stiff.", rating: 3, isRecommended: true },
  { product: "shamba-fresh-kericho-tea-500g", reviewer: 1, title: "Proper chai", review: "Strong colour and taste, just like at home in Kericho.", rating: 5, isRecommended: true },
  { product: "pwani-kikoy-beach-towel", reviewer: 3, title: "Soft and bright", review: "Colours stayed after several washes.", rating: 4, isRecommended: true },
  { product: "rift-valley-active-football", reviewer: 0, title: "Lost shape", review: "Fine for kids, but it went soft after a month on murram.", rating: 2, isRecommended: false },
  { product: "mara-glow-shea-body-lotion", reviewer: 2, title: "Lovely lotion", review: "Not greasy and smells of shea, not perfume.", rating: 5, isRecommended: true },
  { product: "savanna-tech-basspod-earbuds", reviewer: 1, title: "Good bass", review: "Comfortable, the case charges them three times.", rating: 4, isRecommended: true },
  { product: "savanna-tech-basspod-earbuds", reviewer: 3, title: "Left bud weaker", review: "Sound is good but the left one is quieter.", rating: 3, isRecommended: false },
]
