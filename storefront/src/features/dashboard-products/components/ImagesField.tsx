import { useEffect, useId, useMemo } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { fieldMessages, stackedField } from '@/components/form';
import { space, theme } from '@/lib/theme';
import { IMAGE_ACCEPT, isImageFile } from '../utils/schema';
import { plainList } from '@/components/lists';

const Root = styled.div`
  ${stackedField}
  gap: ${space(1.6)};

  input[type='file'] {
    padding: ${space(2)};
    border: 1px dashed ${theme.colors.controlBorder};
    border-radius: ${theme.radii.control};
    font: inherit;
  }

  input[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
    outline: 1px solid ${theme.colors.danger};
  }

  ${fieldMessages}

  ul {
    ${plainList}
    display: grid;
    gap: ${space(3)};
    grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
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

  .images-preview {
    aspect-ratio: 1;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.surface};
    overflow: hidden;
    display: flex;
    align-items: center;
    justify-content: center;
    color: ${theme.colors.muted};
    text-align: center;
  }

  .images-preview img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  .images-name {
    overflow-wrap: anywhere;
  }

  li button {
    min-height: 2.25rem;
    padding: ${space(1, 2.4)};
    font-size: ${theme.fontSize[85]};
  }
`;

const canPreview = () => typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function';

/** Object URLs of the image files, revoked when the files change or the field goes. */
function usePreviews(files: readonly File[]): (string | null)[] {
  const urls = useMemo(
    () => files.map((file) => (isImageFile(file) && canPreview() ? URL.createObjectURL(file) : null)),
    [files],
  );
  useEffect(
    () => () => urls.forEach((url) => url && typeof URL.revokeObjectURL === 'function' && URL.revokeObjectURL(url)),
    [urls],
  );
  return urls;
}

interface ImagesFieldProps {
  files: File[];
  onChange: (files: File[]) => void;
  onBlur?: () => void;
  error?: string;
}

/**
 * The product's images: each pick adds files to the list, previewed before upload, and any of
 * them can be removed again. Only jpg, jpeg and png are offered by the file dialog.
 */
export function ImagesField({ files, onChange, onBlur, error }: ImagesFieldProps) {
  const id = useId();
  const previews = usePreviews(files);
  const describedBy = [`${id}-help`, error && `${id}-error`].filter(Boolean).join(' ');

  return (
    <Root>
      <label htmlFor={id}>Images</label>
      <input
        id={id}
        type="file"
        name="image"
        multiple
        accept={IMAGE_ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onBlur={onBlur}
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          if (picked.length) onChange([...files, ...picked]);
          // Empty again, so the same file can be picked after removing it.
          event.target.value = '';
        }}
      />
      <p className="field-help" id={`${id}-help`}>
        One or more jpg, jpeg or png files, up to 5 MB each.
      </p>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
      <p className="field-help" aria-live="polite">
        {files.length === 1 ? '1 image chosen' : `${files.length} images chosen`}
      </p>
      {files.length > 0 && (
        <ul aria-label="Chosen images">
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`}>
              <div className="images-preview">
                {previews[index] ? <img src={previews[index]!} alt={`Preview of ${file.name}`} /> : <span>No preview</span>}
              </div>
              <span className="images-name">{file.name}</span>
              <Button
                type="button"
                $variant="secondary"
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Root>
  );
}
