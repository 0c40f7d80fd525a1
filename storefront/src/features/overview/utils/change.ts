/** How a card's figure moved against the same length of period just before. */
export interface Change {
  direction: 'up' | 'down' | 'same' | 'new';
  /** What the card shows, e.g. "+12%", "−5%", "No change", "New". */
  label: string;
}

/**
 * The change from `previous` to `current` in whole percent. From nothing to something has no
 * percentage ("New"); both figures come from the server, only their ratio is worked out here.
 */
export function changeOf(current: number, previous: number): Change {
  if (previous === 0) return current === 0 ? { direction: 'same', label: 'No change' } : { direction: 'new', label: 'New' };
  const percent = Math.round(((current - previous) / Math.abs(previous)) * 100);
  if (percent === 0) return { direction: 'same', label: 'No change' };
  return percent > 0 ? { direction: 'up', label: `+${percent}%` } : { direction: 'down', label: `−${Math.abs(percent)}%` };
}

/** A share (0..1) as a percent with one decimal: 0.0425 → "4.3%". */
export const formatShare = (share: number): string => `${(Math.round(share * 1000) / 10).toFixed(1)}%`;
