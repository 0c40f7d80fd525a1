import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { ProductImage } from '@/components/ProductImage';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { space, theme } from '@/lib/theme';
import { IconButton } from '@/components/IconButton';
import { GALLERY_IMAGE_SIZES } from './gallery-sizes';

const Frame = styled.section`
  position: relative;
`;

const Viewport = styled.div`
  overflow: hidden;
  aspect-ratio: 1 / 1;
  background: ${theme.colors.card};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
`;

const Track = styled.div`
  display: flex;
  height: 100%;
  touch-action: pan-y pinch-zoom;
`;

const Slide = styled.div`
  flex: 0 0 100%;
  min-width: 0;
  height: 100%;

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    padding: ${space(4)};
    user-select: none;
  }
`;

const Arrow = styled(IconButton)<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => ($side === 'left' ? 'left: 0.5rem;' : 'right: 0.5rem;')}
  transform: translateY(-50%);
  background: ${theme.colors.cardTranslucent};
  box-shadow: ${theme.shadow};
`;

const Thumbs = styled.ul`
  list-style: none;
  margin: ${space(3, 0, 0)};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

const Thumb = styled.button<{ $active: boolean }>`
  width: 4.5rem;
  height: 4.5rem;
  padding: ${space(0.8)};
  background: ${theme.colors.card};
  border: 2px solid ${({ $active }) => ($active ? theme.colors.accent : theme.colors.border)};
  border-radius: ${theme.radii.control};
  cursor: pointer;

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }

  &:hover {
    border-color: ${theme.colors.accentHover};
  }
`;

function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Image carousel (embla) with previous/next buttons and thumbnails. Loaded lazily. */
export function ProductCarousel({ images, webpSrcsets, name }: { images: string[]; webpSrcsets?: string[]; name: string }) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: false });
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(images.length > 1);
  const count = images.length;

  const sync = useCallback(() => {
    if (!embla) return;
    setSelected(embla.selectedScrollSnap());
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return undefined;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- embla's state exists only once it has mounted
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla, sync]);

  return (
    <Frame aria-roledescription="carousel" aria-label={`${name} images`}>
      <Viewport ref={viewportRef} data-testid="product-main-image">
        <Track>
          {images.map((image, index) => (
            <Slide key={image} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${count}`}>
              <ProductImage
                image={image}
                webpSrcset={webpSrcsets?.[index]}
                alt={`${name}, image ${index + 1} of ${count}`}
                sizes={GALLERY_IMAGE_SIZES}
                priority={index === 0}
                draggable={false}
              />
            </Slide>
          ))}
        </Track>
      </Viewport>
      <Arrow variant="outline" iconSize="1.2rem" $side="left" aria-label="Previous image" disabled={!canPrev} onClick={() => embla?.scrollPrev()}>
        <ArrowIcon direction="left" />
      </Arrow>
      <Arrow variant="outline" iconSize="1.2rem" $side="right" aria-label="Next image" disabled={!canNext} onClick={() => embla?.scrollNext()}>
        <ArrowIcon direction="right" />
      </Arrow>
      <Thumbs aria-label="Choose an image">
        {images.map((image, index) => (
          <li key={image}>
            <Thumb
              type="button"
              $active={index === selected}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => embla?.scrollTo(index)}
            >
              <ProductImage
                image={image}
                webpSrcset={webpSrcsets?.[index]}
                alt={`Show image ${index + 1} of ${name}`}
                sizes="72px"
              />
            </Thumb>
          </li>
        ))}
      </Thumbs>
      <VisuallyHidden aria-live="polite">{`Showing image ${selected + 1} of ${count}`}</VisuallyHidden>
    </Frame>
  );
}
