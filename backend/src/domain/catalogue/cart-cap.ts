/** The most of one product a shopper may put in the cart, by stock (spec §9). */
export function cartQuantityCap(stock: number) {
  if (stock <= 0) return 0
  const cap = stock <= 25 ? 1 : stock <= 100 ? 5 : stock < 500 ? 25 : 50
  return Math.min(cap, stock)
}
