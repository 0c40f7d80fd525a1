// The figures every bench reports: rounded to 2 decimals, and latency percentiles.

/** `x` to 2 decimals; null for a missing or NaN value. */
export const round = (x) => (x === null || x === undefined || Number.isNaN(x) ? null : Math.round(x * 100) / 100)

/** Nearest-rank percentile `p` of ascending `sorted` values; null when there are none. */
export const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null)
