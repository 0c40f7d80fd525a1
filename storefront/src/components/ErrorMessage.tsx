import styled from 'styled-components';
import { space, theme } from '@/lib/theme';
import { Button } from './Button';

const Box = styled.div`
  margin: ${space(6, 0)};
  padding: ${space(4, 5)};
  border-radius: ${theme.radius};
  background: ${theme.colors.dangerSoft};
  color: ${theme.colors.danger};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3, 4)};
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
