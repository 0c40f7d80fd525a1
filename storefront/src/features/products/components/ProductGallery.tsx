import { useState } from 'react';
import styled from 'styled-components';
import { ImagePlaceholder } from '@/components/ImagePlaceholder';
import { fileUrl } from '@/lib/files';
import { theme } from '@/lib/theme';

const Main = styled.div`
  aspect-ratio: 1 / 1;
  background: #fff;
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

const Thumbs = styled.ul`
  list-style: none;
  margin: 0.75rem 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Thumb = styled.button<{ $active: boolean }>`
  width: 4.5rem;
  height: 4.5rem;
  padding: 0.2rem;
  background: #fff;
  border: 2px solid ${({ $active }) => ($active ? theme.colors.accent : theme.colors.border)};
  border-radius: 8px;
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

/** Main image with clickable thumbnails (a carousel package replaces this later). */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];

  return (
    <div>
      <Main>
        {shown ? (
          <img
            src={fileUrl(shown)}
            alt={images.length > 1 ? `${name}, image ${current + 1} of ${images.length}` : name}
          />
        ) : (
          <ImagePlaceholder label={`No image available for ${name}`} />
        )}
      </Main>
      {images.length > 1 && (
        <Thumbs aria-label="Product images">
          {images.map((image, index) => (
            <li key={image}>
              <Thumb
                type="button"
                $active={index === current}
                aria-pressed={index === current}
                onClick={() => setCurrent(index)}
              >
                <img src={fileUrl(image)} alt={`Show image ${index + 1} of ${name}`} loading="lazy" />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      )}
    </div>
  );
}
