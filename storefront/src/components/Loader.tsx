import styled, { keyframes } from 'styled-components';
import { theme } from '@/lib/theme';
import { VisuallyHidden } from './VisuallyHidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrapper = styled.div`
  display: flex;
  justify-content: center;
  padding: 2.5rem 1rem;
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
`;

/** A small spinner announced to assistive technology as a status. */
export function Loader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Wrapper role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Wrapper>
  );
}
