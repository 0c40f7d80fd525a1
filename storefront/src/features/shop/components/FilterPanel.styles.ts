import styled from 'styled-components';
import { TextButton } from '@/components/Button';
import { theme } from '@/lib/theme';

export const Panel = styled.section`
  align-self: start;
  background: ${theme.colors.card};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  padding: 1rem 1.25rem 1.25rem;
`;

export const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-size: 1.15rem;
`;

export const ClearButton = styled(TextButton)`
  font-size: 0.9rem;
`;

export const FilterGroup = styled.div`
  margin-top: 1.25rem;
`;

export const FilterTitle = styled.h3`
  margin: 0 0 0.25rem;
  font-size: 1rem;
`;

export const SliderValues = styled.p`
  margin: 0 0 0.5rem;
  display: flex;
  justify-content: space-between;
  gap: 0.5rem;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${theme.colors.muted};
`;

export const MarkStar = styled.span`
  color: ${theme.colors.star};
`;

/** rc-slider's stylesheet recoloured with the theme; handles get a visible focus ring. */
export const SliderBox = styled.div<{ $withMarks?: boolean }>`
  padding: 0.75rem 0.75rem ${({ $withMarks }) => ($withMarks ? '1.75rem' : '0.75rem')};

  .rc-slider-rail {
    background-color: ${theme.colors.border};
  }

  .rc-slider-track {
    background-color: ${theme.colors.accent};
  }

  .rc-slider-handle,
  .rc-slider-handle.rc-slider-handle-dragging.rc-slider-handle-dragging.rc-slider-handle-dragging {
    /* 24px: the WCAG 2.2 minimum target size (2.5.8). */
    width: 24px;
    height: 24px;
    margin-top: -10px;
    opacity: 1;
    background-color: ${theme.colors.onAccent};
    border: 2px solid ${theme.colors.accent};
    box-shadow: none;
  }

  .rc-slider-handle:hover,
  .rc-slider-handle:active {
    border-color: ${theme.colors.accentHover};
  }

  .rc-slider-handle:focus-visible,
  .rc-slider-handle.rc-slider-handle-dragging.rc-slider-handle-dragging.rc-slider-handle-dragging {
    box-shadow: 0 0 0 4px ${theme.colors.accentSoft};
    outline: 3px solid ${theme.colors.accent};
    outline-offset: 2px;
  }

  .rc-slider-dot {
    border-color: ${theme.colors.border};
  }

  .rc-slider-dot-active {
    border-color: ${theme.colors.accent};
  }

  .rc-slider-mark-text,
  .rc-slider-mark-text-active {
    color: ${theme.colors.muted};
    font-size: 0.85rem;
    white-space: nowrap;
  }
`;
