/** Design tokens: the only place for colours, radii, spacing and font sizes. Text colours pass WCAG AA on white and on `surface`. */
export const theme = {
  colors: {
    accent: '#c2410c',
    accentHover: '#9a3412',
    accentSoft: '#fff1e8',
    /** Text and icons on an accent (or other dark) background. */
    onAccent: '#ffffff',
    text: '#1f2937',
    muted: '#4b5563',
    border: '#e5e7eb',
    /** Borders of form controls (3:1 against white, WCAG non-text contrast). */
    controlBorder: '#6b7280',
    /** Quieter outlines: the search box, quantity steppers, disabled buttons. */
    quietBorder: '#9ca3af',
    /** Drawings standing in for a missing image. */
    placeholder: '#9ca3af',
    /** Background of a choice that is not available. */
    disabled: '#e5e7eb',
    surface: '#f4f5f7',
    card: '#ffffff',
    /** A card over an image (carousel arrows). */
    cardTranslucent: 'rgba(255, 255, 255, 0.95)',
    success: '#166534',
    successSoft: '#dcfce7',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    star: '#b45309',
    starEmpty: '#d1d5db',
    /** Behind a side panel and behind a modal dialog. */
    overlay: 'rgba(17, 24, 39, 0.45)',
    overlayModal: 'rgba(17, 24, 39, 0.55)',
    /** The dark footer and the newsletter form on it. */
    footer: '#111827',
    footerText: '#e5e7eb',
    footerLine: '#374151',
    footerLink: '#fdba74',
    footerControl: '#1f2937',
    footerControlHover: '#374151',
    fieldTextOnDark: '#111827',
    errorOnDark: '#fca5a5',
    /** The home banner's gradient and its text. */
    bannerDeep: '#431407',
    bannerMid: '#7c2d12',
    bannerEyebrow: '#fed7aa',
    bannerText: '#ffedd5',
    bannerShine: 'rgba(255, 255, 255, 0.18)',
    bannerShineFaint: 'rgba(255, 255, 255, 0.12)',
    /** Sign-in providers' own marks. */
    google: '#1a73e8',
    facebook: '#1877f2',
  },
  radius: '10px',
  radii: {
    /** Small chips and menu entries. */
    sm: '6px',
    /** Buttons, inputs, thumbnails. */
    control: '8px',
    /** Cards and panels (same as `radius`). */
    card: '10px',
    pill: '999px',
    round: '50%',
  },
  /**
   * Spacing (padding, margin, gap) in steps of 0.25rem: `space[4]` is 1rem, `space[1.4]` 0.35rem.
   * Write them with `space(…)` below; add a step here rather than a literal in a component.
   */
  space: {
    0: '0',
    0.4: '0.1rem',
    0.6: '0.15rem',
    0.8: '0.2rem',
    1: '0.25rem',
    1.2: '0.3rem',
    1.4: '0.35rem',
    1.6: '0.4rem',
    1.8: '0.45rem',
    2: '0.5rem',
    2.2: '0.55rem',
    2.4: '0.6rem',
    2.6: '0.65rem',
    2.8: '0.7rem',
    3: '0.75rem',
    3.2: '0.8rem',
    3.4: '0.85rem',
    3.6: '0.9rem',
    4: '1rem',
    4.4: '1.1rem',
    5: '1.25rem',
    6: '1.5rem',
    6.4: '1.6rem',
    7: '1.75rem',
    8: '2rem',
    9.6: '2.4rem',
    10: '2.5rem',
    12: '3rem',
    14: '3.5rem',
    16: '4rem',
  },
  /**
   * Font sizes by percent of the body's `base` 16px: `fontSize[90]` is 0.9rem. Add a size here
   * rather than a literal in a component.
   */
  fontSize: {
    base: '16px',
    72: '0.72rem',
    80: '0.8rem',
    85: '0.85rem',
    87.5: '0.875rem',
    90: '0.9rem',
    92: '0.92rem',
    95: '0.95rem',
    100: '1rem',
    105: '1.05rem',
    110: '1.1rem',
    115: '1.15rem',
    120: '1.2rem',
    125: '1.25rem',
    130: '1.3rem',
    135: '1.35rem',
    140: '1.4rem',
    150: '1.5rem',
    160: '1.6rem',
    175: '1.75rem',
    190: '1.9rem',
    200: '2rem',
    300: '3rem',
    400: '4rem',
  },
  shadow: '0 1px 3px rgba(15, 23, 42, 0.08), 0 1px 2px rgba(15, 23, 42, 0.04)',
  shadowHover: '0 8px 24px rgba(15, 23, 42, 0.12)',
  shadowKnob: '0 1px 2px rgba(15, 23, 42, 0.3)',
  maxWidth: '1200px',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  breakpoints: { sm: '640px', md: '900px' },
} as const;

export type SpaceStep = keyof typeof theme.space;

/** Spacing from the theme's scale, one value or a shorthand: `space(2, 4)` is '0.5rem 1rem'. */
export const space = (...steps: SpaceStep[]): string => steps.map((step) => theme.space[step]).join(' ');
