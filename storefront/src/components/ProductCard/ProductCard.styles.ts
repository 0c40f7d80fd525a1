import styled from 'styled-components';
import { space, theme } from '@/lib/theme';

export const Card = styled.article`
  position: relative;
  height: 100%;
  display: flex;
  flex-direction: column;
  background: ${theme.colors.card};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  overflow: hidden;
  transition:
    box-shadow 0.2s ease,
    transform 0.2s ease;

  &:hover,
  &:focus-within {
    box-shadow: ${theme.shadowHover};
    transform: translateY(-2px);
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover,
    &:focus-within {
      transform: none;
    }
  }
`;

export const ImageBox = styled.div`
  aspect-ratio: 1 / 1;
  background: ${theme.colors.card};
  display: flex;
  align-items: center;
  justify-content: center;

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    padding: ${space(2)};
  }
`;

/** Room for a two-line name, the price and a rating line, so every card (and its skeleton) has one height. */
export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1.4)};
  min-height: 8rem;
  padding: ${space(3, 3.6, 4)};
  border-top: 1px solid ${theme.colors.border};
`;

export const Name = styled.h3`
  margin: 0;
  font-size: ${theme.fontSize[95]};
  font-weight: 500;
  line-height: 1.35;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  min-height: calc(2 * 1.35em);
`;

/** The like toggle, above the card's stretched link. */
export const LikeCorner = styled.div`
  position: absolute;
  top: 0.5rem;
  right: 0.5rem;
  z-index: 1;
`;
