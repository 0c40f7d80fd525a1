import styled from 'styled-components';
import { ImagePlaceholder } from './ImagePlaceholder';
import { thumbnail } from './thumbnail';
import { imageSrc } from '@/lib/files';

const Frame = styled.div`
  ${thumbnail('5rem', 'contain')}
`;

interface ProductThumbProps {
  imageUrl?: string | null;
  /** The image's alt text (the product's name). */
  name?: string;
  /** What the placeholder says when there is no image. */
  placeholderLabel: string;
}

/** A product's 5 rem image in a list row, or a labelled placeholder when it has none. */
export function ProductThumb({ imageUrl, name, placeholderLabel }: ProductThumbProps) {
  return (
    <Frame>
      {imageUrl ? (
        <img src={imageSrc(imageUrl)} alt={name ?? ''} loading="lazy" />
      ) : (
        <ImagePlaceholder label={placeholderLabel} />
      )}
    </Frame>
  );
}
