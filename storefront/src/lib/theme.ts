/** Design tokens. Text colours pass WCAG AA on white and on `surface`. */
export const theme = {
  colors: {
    accent: '#c2410c',
    accentHover: '#9a3412',
    accentSoft: '#fff1e8',
    text: '#1f2937',
    muted: '#4b5563',
    border: '#e5e7eb',
    surface: '#f4f5f7',
    card: '#ffffff',
    success: '#166534',
    successSoft: '#dcfce7',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    star: '#b45309',
  },
  radius: '10px',
  shadow: '0 1px 3px rgba(15, 23, 42, 0.08), 0 1px 2px rgba(15, 23, 42, 0.04)',
  shadowHover: '0 8px 24px rgba(15, 23, 42, 0.12)',
  maxWidth: '1200px',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  breakpoints: { sm: '640px', md: '900px' },
} as const;
