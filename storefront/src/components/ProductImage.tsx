import { fileUrl } from '@/lib/files';

/** The intrinsic size given to every product image: the box is reserved before it loads. */
export const PRODUCT_IMAGE_SIZE = 480;

interface ProductImageProps {
  /** Stored file name of the JPEG/PNG original, served at /api/files/{name}. */
  image: string;
  /** `srcset` of its WebP copies, when the API has them. */
  webpSrcset?: string;
  alt: string;
  /** The CSS width the image is shown at, for the browser to pick a copy (`sizes`). */
  sizes: string;
  /** The page's main image (its LCP): loaded at once with high priority; others load when near the viewport. */
  priority?: boolean;
  draggable?: boolean;
}

/**
 * A product image: the WebP copies at responsive widths where the browser takes them, the
 * original JPEG/PNG otherwise, with a square intrinsic size so no layout shifts when it loads.
 */
export function ProductImage({ image, webpSrcset, alt, sizes, priority = false, draggable }: ProductImageProps) {
  return (
    <picture>
      {webpSrcset && <source type="image/webp" srcSet={webpSrcset} sizes={sizes} />}
      <img
        src={fileUrl(image)}
        alt={alt}
        width={PRODUCT_IMAGE_SIZE}
        height={PRODUCT_IMAGE_SIZE}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        // React 18 does not know fetchPriority; the lower-case attribute reaches the DOM as is.
        {...{ fetchpriority: priority ? 'high' : 'auto' }}
        draggable={draggable}
      />
    </picture>
  );
}
