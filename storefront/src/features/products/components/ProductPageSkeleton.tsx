import { SkeletonBox } from '@/components/ProductGridSkeleton';
import { DetailsGrid, Info } from './ProductDetails';
import { ImageFrame } from './ProductGallery';

/** The product page while it loads: the image's square and the details card, where they will be. */
export function ProductPageSkeleton() {
  return (
    <div role="status" aria-label="Loading product…" aria-busy="true">
      <DetailsGrid aria-hidden="true">
        <ImageFrame>
          <SkeletonBox height="100%" />
        </ImageFrame>
        <Info>
          <SkeletonBox width="70%" height="2rem" />
          <SkeletonBox width="40%" />
          <SkeletonBox width="50%" />
          <SkeletonBox height="4.5rem" />
          <SkeletonBox width="35%" height="2.25rem" />
          <SkeletonBox height="2.75rem" />
        </Info>
      </DetailsGrid>
    </div>
  );
}
