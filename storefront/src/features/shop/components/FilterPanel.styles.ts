import styled from 'styled-components';
import { TextButton } from '@/components/Button';
import { controlFrame } from '@/components/form/field-styles';
import { space, theme } from '@/lib/theme';

export const Panel = styled.section`
  align-self: start;
  background: ${theme.colors.card};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  padding: ${space(4, 5, 5)};
`;

export const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${theme.fontSize[115]};
`;

export const ClearButton = styled(TextButton)`
  font-size: ${theme.fontSize[90]};
`;

export const FilterGroup = styled.div`
  margin-top: ${space(5)};
`;

export const FilterTitle = styled.h3`
  margin: ${space(0, 0, 1)};
  font-size: ${theme.fontSize[100]};
`;

export const SliderValues = styled.p`
  margin: ${space(0, 0, 2)};
  display: flex;
  justify-content: space-between;
  gap: ${space(2)};
  font-size: ${theme.fontSize[90]};
  font-weight: 600;
  color: ${theme.colors.muted};
`;

export const MarkStar = styled.span`
  color: ${theme.colors.star};
`;

/** rc-slider's stylesheet recoloured with the theme; handles get a visible focus ring. */
export const SliderBox = styled.div<{ $withMarks?: boolean }>`
  padding: ${({ $withMarks }) => space(3, 3, $withMarks ? 7 : 3)};

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
    font-size: ${theme.fontSize[85]};
    white-space: nowrap;
  }
`;

/** The min and max price boxes, side by side under the slider. */
export const PriceInputs = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space(3)};
  margin-top: ${space(1)};

  .price-input {
    display: flex;
    flex-direction: column;
    gap: ${space(1)};
  }

  label {
    font-size: ${theme.fontSize[90]};
    font-weight: 600;
  }

  input {
    min-width: 0;
    min-height: 2.75rem;
    padding: ${space(2, 3)};
    ${controlFrame}
  }
`;
