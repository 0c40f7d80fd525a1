import { useId, useState, type FormEvent } from 'react';
import { LineIcon } from '@/components/LineIcon';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCombobox } from '@/components/useCombobox';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { imageSrc } from '@/lib/files';
import { formatPrice } from '@/lib/format';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH, shouldSearch } from '@/lib/search';
import { space, theme } from '@/lib/theme';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchSuggestions, type SearchSuggestion } from '../api/search-products';

/** One styled root (with nested rules) keeps style injection cheap. */
const Form = styled.form`
  position: relative;
  width: 100%;

  .search-field {
    position: relative;
  }

  .search-icon {
    position: absolute;
    left: 0.8rem;
    top: 50%;
    transform: translateY(-50%);
    width: 1.1rem;
    height: 1.1rem;
    color: ${theme.colors.muted};
    pointer-events: none;
  }

  .search-input {
    width: 100%;
    height: 2.6rem;
    padding: ${space(0, 4, 0, 9.6)};
    border: 1px solid ${theme.colors.quietBorder};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    font: inherit;
  }

  .search-input::placeholder {
    color: ${theme.colors.muted};
  }

  .search-input:focus-visible {
    outline: 3px solid ${theme.colors.accent};
    outline-offset: 1px;
    background: ${theme.colors.card};
  }

  .search-popup {
    position: absolute;
    z-index: 30;
    top: calc(100% + 0.35rem);
    left: 0;
    right: 0;
    max-height: min(70vh, 28rem);
    overflow-y: auto;
    margin: 0;
    padding: ${space(1.4)};
    list-style: none;
    background: ${theme.colors.card};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    box-shadow: ${theme.shadowHover};
  }

  .search-popup[hidden] {
    display: none;
  }

  [role='option'] {
    display: grid;
    grid-template-columns: 3rem minmax(0, 1fr);
    grid-template-areas: 'image name' 'image price';
    column-gap: ${space(3)};
    align-items: center;
    padding: ${space(1.6, 2)};
    border-radius: ${theme.radii.control};
    cursor: pointer;
  }

  [role='option']:hover,
  [role='option'][aria-selected='true'] {
    background: ${theme.colors.accentSoft};
  }

  [role='option'][aria-selected='true'] {
    outline: 2px solid ${theme.colors.accent};
  }

  .search-option-image {
    grid-area: image;
    width: 3rem;
    height: 3rem;
    object-fit: contain;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.surface};
  }

  .search-option-name {
    grid-area: name;
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  .search-option-price {
    grid-area: price;
    font-size: ${theme.fontSize[90]};
    color: ${theme.colors.muted};
  }

  .search-no-match {
    padding: ${space(3, 4)};
    color: ${theme.colors.muted};
  }
`;

function SearchIcon() {
  return (
    <LineIcon className="search-icon">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </LineIcon>
  );
}

/** The text of the shop list's name filter while the results page is open, else ''. */
function useSearchedText(): string {
  const { pathname, search } = useLocation();
  return pathname === '/shop' ? (new URLSearchParams(search).get('name') ?? '').trim().slice(0, SEARCH_MAX_LENGTH) : '';
}

/**
 * Product search with suggestions (an ARIA 1.2 combobox). Suggestions are requested 1 s after
 * typing stops, and only when the trimmed query length is a multiple of 3; choosing one
 * (click or Enter) opens its product page. Enter (the phone keyboard's search key) with no
 * suggestion highlighted submits the form: the shop list filtered by the text, which the box
 * keeps while that list is open.
 */
export function ProductSearch() {
  const navigate = useNavigate();
  const id = useId();
  const inputId = `${id}-input`;

  // On the results page (/shop?name=…) the box shows what was searched for.
  const searched = useSearchedText();
  const [value, setValue] = useState(searched);
  const [term, setTerm] = useState('');
  const [shown, setShown] = useState(searched);
  if (shown !== searched) {
    setShown(searched);
    setValue(searched);
    setTerm('');
  }
  const debounced = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);

  const hasQuery = value.trim() !== '';
  const { data, isFetching, isSuccess } = useSearchSuggestions(hasQuery ? term : '');
  const suggestions = hasQuery && term ? (data ?? []) : [];

  const reset = () => {
    setValue('');
    setTerm('');
    combobox.close();
  };

  const choose = (suggestion: SearchSuggestion) => {
    reset();
    navigate(`/product/${suggestion.slug}`);
  };

  const searchShop = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = value.trim().slice(0, SEARCH_MAX_LENGTH);
    if (!query) return;
    setValue(query);
    setTerm('');
    combobox.close();
    navigate({ pathname: '/shop', search: `?${new URLSearchParams({ name: query })}` });
  };

  const combobox = useCombobox({
    id,
    value,
    options: suggestions,
    noMatch: hasQuery && term !== '' && isSuccess && !isFetching && suggestions.length === 0,
    onChoose: choose,
    onClear: reset,
  });
  const { showList, showNoMatch } = combobox;

  // A settled query that qualifies becomes the search term and opens the list.
  const [settled, setSettled] = useState(debounced);
  if (settled !== debounced) {
    setSettled(debounced);
    const query = debounced.trim();
    // The text the results page put in the box is not a new search: no suggestions for it.
    if (shouldSearch(query) && debounced !== searched) {
      setTerm(query);
      combobox.open();
    }
  }

  return (
    <Form role="search" aria-label="Products" onSubmit={searchShop}>
      <VisuallyHidden as="label" htmlFor={inputId}>
        Search products
      </VisuallyHidden>
      <div className="search-field">
        <SearchIcon />
        <input
          id={inputId}
          className="search-input"
          type="text"
          {...combobox.inputProps}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder="Search products"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            combobox.clearActive();
            if (event.target.value.trim() === '') {
              setTerm('');
              combobox.close();
            }
          }}
        />
      </div>
      <ul className="search-popup" aria-label="Product suggestions" {...combobox.listboxProps}>
        {showList &&
          suggestions.map((suggestion, index) => (
            <li key={suggestion.slug} {...combobox.optionProps(index)}>
              {suggestion.imageUrl ? (
                <img className="search-option-image" src={imageSrc(suggestion.imageUrl)} alt="" loading="lazy" />
              ) : (
                <span className="search-option-image" aria-hidden="true" />
              )}
              <span className="search-option-name">{suggestion.name}</span>
              <span className="search-option-price">{formatPrice(suggestion.price)}</span>
            </li>
          ))}
      </ul>
      {showNoMatch && <p className="search-popup search-no-match">No matching products.</p>}
      <VisuallyHidden role="status" aria-live="polite">
        {showList
          ? `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'} available.`
          : showNoMatch
            ? 'No matching products.'
            : ''}
      </VisuallyHidden>
    </Form>
  );
}
