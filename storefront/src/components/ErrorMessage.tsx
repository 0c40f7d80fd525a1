import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Button } from './Button';

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
        <Button type="button" $variant="danger" $size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Box>
  );
}
