import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Body, Card, ImageBox } from './ProductCard/ProductCard.styles';
import { ProductGridList } from './ProductGrid';

const Bar = styled.span`
  display: block;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.border};
`;

/**
 * A grey bar standing in for text or a picture while it loads. Its size is an inline style:
 * a skeleton shows dozens of bars, and a styled component without interpolated props costs
 * nothing per render. It stands still: a pulse on every bar kept the phone compositing frames
 * beside the page's start-up (docs/speed.md).
 */
export function SkeletonBox({ width = '100%', height = '1rem' }: { width?: string; height?: string }) {
  return <Bar style={{ width, height }} />;
}

/**
 * Product cards' stand-ins, with the cards' final size (same card, image box and body), so
 * nothing moves when the products arrive. Announced as loading.
 */
export function ProductGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label} aria-busy="true">
      <ProductGridList aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <Card as="div">
              <ImageBox>
                <SkeletonBox height="100%" />
              </ImageBox>
              <Body>
                <SkeletonBox width="85%" />
                <SkeletonBox width="40%" height="1.25rem" />
              </Body>
            </Card>
          </li>
        ))}
      </ProductGridList>
    </div>
  );
}
