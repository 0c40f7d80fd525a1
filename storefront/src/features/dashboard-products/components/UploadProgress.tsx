import styled from 'styled-components';
import { space, theme } from '@/lib/theme';

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};

  progress {
    flex: 1;
    height: 0.75rem;
    accent-color: ${theme.colors.accent};
  }

  span {
    min-width: 9rem;
    font-weight: 600;
  }
`;

/** The upload's progress while the product is sent: a progress bar and 'Uploading… {n}%'. */
export function UploadProgress({ percent }: { percent: number }) {
  const value = Math.min(Math.max(Math.round(percent), 0), 100);
  return (
    <Root role="status">
      <progress max={100} value={value} aria-label="Upload progress" />
      <span>{value < 100 ? `Uploading… ${value}%` : 'Saving the product…'}</span>
    </Root>
  );
}
