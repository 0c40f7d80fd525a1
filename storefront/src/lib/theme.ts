/** Design tokens: the only place for colours, radii and spacing. Text colours pass WCAG AA on white and on `surface`. */
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
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.25rem',
    xxl: '1.5rem',
    section: '2.5rem',
  },
  shadow: '0 1px 3px rgba(15, 23, 42, 0.08), 0 1px 2px rgba(15, 23, 42, 0.04)',
  shadowHover: '0 8px 24px rgba(15, 23, 42, 0.12)',
  shadowKnob: '0 1px 2px rgba(15, 23, 42, 0.3)',
  maxWidth: '1200px',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  breakpoints: { sm: '640px', md: '900px' },
} as const;
