import styled, { keyframes } from 'styled-components';
import { space, theme } from '@/lib/theme';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { VisuallyHidden } from './VisuallyHidden';

/** A wait shorter than this shows no spinner: it would only flash (and animate beside the page's start-up). */
export const SPINNER_DELAY_MS = 400;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrapper = styled.div`
  display: flex;
  justify-content: center;
  padding: ${space(10, 4)};
`;

const Spinner = styled.span`
  width: 2.25rem;
  height: 2.25rem;
  border: 3px solid ${theme.colors.border};
  border-top-color: ${theme.colors.accent};
  border-radius: ${theme.radii.round};
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }

  &[data-waiting] {
    visibility: hidden;
    animation: none;
  }
`;

/**
 * A small spinner announced to assistive technology as a status at once; it shows (and turns)
 * only once the wait has lasted SPINNER_DELAY_MS, in the box it keeps from the start.
 */
export function Loader({ label = 'Loading…' }: { label?: string }) {
  const shown = useDebouncedValue(true, SPINNER_DELAY_MS, false);
  return (
    <Wrapper role="status" aria-live="polite">
      <Spinner aria-hidden="true" data-testid="spinner" data-waiting={shown ? undefined : ''} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Wrapper>
  );
}
