import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { ImagePlaceholder } from '@/components/ImagePlaceholder';
import { fileUrl } from '@/lib/files';
import { theme } from '@/lib/theme';
import { StockBadge } from './StockBadge';

const ProductCarousel = lazy(() =>
  import('./ProductCarousel').then((module) => ({ default: module.ProductCarousel })),
);

const Wrapper = styled.div`
  position: relative;
  align-self: start;
`;

const Label = styled.div`
  position: absolute;
  top: 0.75rem;
  left: 0.75rem;
  z-index: 1;
`;

const Single = styled.div`
  aspect-ratio: 1 / 1;
  background: ${theme.colors.card};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  overflow: hidden;

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    padding: 1rem;
  }
`;

const canRunCarousel = (): boolean =>
  typeof window !== 'undefined' && 'ResizeObserver' in window && 'IntersectionObserver' in window;

function SingleImage({ image, name, count }: { image?: string; name: string; count: number }) {
  return (
    <Single>
      {image ? (
        <img src={fileUrl(image)} alt={count > 1 ? `${name}, image 1 of ${count}` : name} />
      ) : (
        <ImagePlaceholder label={`No image available for ${name}`} />
      )}
    </Single>
  );
}

/** Product images with the 'In stock' / 'Out of stock' label; a carousel when there are several. */
export function ProductGallery({ images, name, stock }: { images: string[]; name: string; stock: number }) {
  const single = <SingleImage image={images[0]} name={name} count={images.length} />;

  return (
    <Wrapper>
      <Label>
        <StockBadge quantity={stock} />
      </Label>
      {images.length > 1 && canRunCarousel() ? (
        <Suspense fallback={single}>
          <ProductCarousel images={images} name={name} />
        </Suspense>
      ) : (
        single
      )}
    </Wrapper>
  );
}
