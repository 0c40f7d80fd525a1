import type { ReactNode } from 'react';

/** A decorative 24×24 line icon in the text's colour; its shapes are the children. */
export function LineIcon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
