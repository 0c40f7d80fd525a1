import styled from 'styled-components';
import { theme } from '@/lib/theme';

const Box = styled.div`
  margin: 1.5rem 0;
  padding: 1rem 1.25rem;
  border-radius: ${theme.radius};
  background: ${theme.colors.dangerSoft};
  color: ${theme.colors.danger};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
`;

const RetryButton = styled.button`
  border: 1px solid currentColor;
  background: #fff;
  color: inherit;
  border-radius: 6px;
  padding: 0.35rem 0.9rem;
  font: inherit;
  cursor: pointer;

  &:hover {
    background: ${theme.colors.card};
    text-decoration: underline;
  }
`;

interface ErrorMessageProps {
  message?: string;
  onRetry?: () => void;
}

/** Error state for a failed fetch, with an optional retry button. */
export function ErrorMessage({ message = 'Something went wrong.', onRetry }: ErrorMessageProps) {
  return (
    <Box role="alert">
      <span>{message}</span>
      {onRetry && (
        <RetryButton type="button" onClick={onRetry}>
          Try again
        </RetryButton>
      )}
    </Box>
  );
}
