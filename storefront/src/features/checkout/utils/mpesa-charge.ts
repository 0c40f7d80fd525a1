/**
 * What M-Pesa charges for a total: whole shillings, rounded up (Kes. 10.49 → 11), as the shop's
 * server charges it (never below the order's total); counted in whole cents first.
 */
export const mpesaCharge = (total: number): number => Math.floor((Math.round(total * 100) + 99) / 100);
