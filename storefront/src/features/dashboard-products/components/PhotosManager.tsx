import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { fieldMessages, stackedField } from '@/components/form';
import { plainList } from '@/components/lists';
import { imageSrc } from '@/lib/files';
import { withNotices } from '@/lib/mutation-notices';
import { space, theme } from '@/lib/theme';
import { useAddProductImages } from '../api/add-product-images';
import { useUpdateProduct } from '../api/update-product';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, IMAGE_TYPE_MESSAGE, isImageFile } from '../utils/schema';
import { moveItem } from '../utils/move-item';

const Root = styled.section`
  ${stackedField}
  gap: ${space(3)};
  margin-top: ${space(6)};

  h2 {
    margin: 0;
    font-size: ${theme.fontSize[105]};
  }

  ${fieldMessages}

  ol {
    ${plainList}
    display: grid;
    gap: ${space(3)};
    grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  }

  li {
    display: flex;
    flex-direction: column;
    gap: ${space(1.4)};
    padding: ${space(1.6)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.control};
    font-size: ${theme.fontSize[85]};
  }

  li img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${theme.radii.sm};
  }

  .photo-buttons {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(1)};
  }

  .photo-buttons button {
    min-height: 2.25rem;
    padding: ${space(1, 2)};
    font-size: ${theme.fontSize[85]};
  }

  .photos-actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(2)};
    align-items: center;
  }
`;

/**
 * A product's photos after it was created: each can move up or down (buttons, so keyboards and
 * screen readers can reorder, not only a mouse) or be removed (one always stays), then the order is
 * saved; new jpg, jpeg or png photos are uploaded after them. The first photo is the product's image.
 */
export function PhotosManager({ productId, images }: { productId: string; images: readonly string[] }) {
  const id = useId();
  const [order, setOrder] = useState<string[]>([...images]);
  const [picked, setPicked] = useState<File[]>([]);
  const [pickError, setPickError] = useState<string | null>(null);
  const update = useUpdateProduct();
  const addImages = useAddProductImages();
  const changed = order.join('\n') !== images.join('\n');

  const save = () => withNotices(() => update.mutateAsync({ id: productId, product: { images: order } }));
  const upload = () =>
    withNotices(() => addImages.mutateAsync({ id: productId, files: picked }), {
      onSuccess: ({ product }) => {
        setPicked([]);
        setOrder(product.images);
      },
    });

  return (
    <Root aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Photos</h2>
      <p className="field-help">The first photo is the one shoppers see first.</p>
      {order.length > 0 ? (
        <ol aria-label="Photos in order">
          {order.map((name, index) => (
            <li key={name}>
              <img src={imageSrc(name)} alt={`Photo ${index + 1}`} loading="lazy" decoding="async" />
              <div className="photo-buttons">
                <Button
                  type="button"
                  $variant="secondary"
                  aria-label={`Move photo ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => setOrder(moveItem(order, index, index - 1))}
                >
                  Up
                </Button>
                <Button
                  type="button"
                  $variant="secondary"
                  aria-label={`Move photo ${index + 1} down`}
                  disabled={index === order.length - 1}
                  onClick={() => setOrder(moveItem(order, index, index + 1))}
                >
                  Down
                </Button>
                <Button
                  type="button"
                  $variant="secondary"
                  aria-label={`Remove photo ${index + 1}`}
                  disabled={order.length === 1}
                  onClick={() => setOrder(order.filter((_, i) => i !== index))}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p>This product has no photos yet.</p>
      )}
      <div className="photos-actions">
        <Button type="button" disabled={!changed || update.isPending} onClick={() => void save()}>
          Save photos
        </Button>
        {changed && (
          <Button type="button" $variant="secondary" onClick={() => setOrder([...images])}>
            Undo changes
          </Button>
        )}
      </div>
      <label htmlFor={`${id}-add`}>Add photos</label>
      <input
        id={`${id}-add`}
        type="file"
        multiple
        accept={IMAGE_ACCEPT}
        aria-invalid={pickError ? true : undefined}
        aria-describedby={pickError ? `${id}-error` : undefined}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          const bad = files.some((file) => !isImageFile(file)) ? IMAGE_TYPE_MESSAGE : files.some((file) => file.size > IMAGE_MAX_BYTES) ? 'Each image may be at most 5 MB.' : null;
          setPickError(bad);
          setPicked(bad ? [] : files);
          event.target.value = '';
        }}
      />
      {pickError && (
        <p className="field-error" id={`${id}-error`}>
          {pickError}
        </p>
      )}
      {picked.length > 0 && (
        <Button type="button" disabled={addImages.isPending} onClick={() => void upload()}>
          Upload {picked.length === 1 ? '1 photo' : `${picked.length} photos`}
        </Button>
      )}
    </Root>
  );
}
