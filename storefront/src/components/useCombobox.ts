import { useState, type KeyboardEvent, type MouseEvent } from 'react';

interface ComboboxOptions<T> {
  /** Base of the element ids: `{id}-listbox`, `{id}-option-{n}`. */
  id: string;
  /** The input's text: Escape with nothing open clears it. */
  value: string;
  options: readonly T[];
  /** The popup would say 'no match' (instead of listing options) if shown. */
  noMatch?: boolean;
  onChoose: (option: T) => void;
  /** Escape with nothing open and some text typed. */
  onClear: () => void;
}

/**
 * The keyboard and ARIA 1.2 behaviour of a combobox with a listbox popup: ArrowDown/ArrowUp
 * open the list or move through it (wrapping), Enter chooses the active option (with none
 * active it is left to the input's form, which submits), Escape closes
 * the popup or else clears the text; focus stays in the input, the active option is its
 * `aria-activedescendant`. The caller owns the text and the options.
 */
export function useCombobox<T>({ id, value, options, noMatch = false, onChoose, onClear }: ComboboxOptions<T>) {
  const [expanded, setExpanded] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const count = options.length;
  const showList = expanded && count > 0;
  const showNoMatch = expanded && noMatch;

  /** Shows the popup with no option active. */
  const open = () => {
    setExpanded(true);
    setActiveIndex(-1);
  };
  const close = () => {
    setExpanded(false);
    setActiveIndex(-1);
  };
  const clearActive = () => setActiveIndex(-1);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!showList) {
          setExpanded(true);
          setActiveIndex(down ? 0 : count - 1);
        } else {
          setActiveIndex((index) => (down ? (index + 1) % count : index <= 0 ? count - 1 : index - 1));
        }
        return;
      }
      case 'Enter': {
        const chosen = showList ? options[activeIndex] : undefined;
        if (chosen === undefined) return; // the form's own Enter: it submits
        event.preventDefault();
        onChoose(chosen);
        return;
      }
      case 'Escape': {
        if (showList || showNoMatch) {
          event.preventDefault();
          close();
        } else if (value) {
          event.preventDefault();
          onClear();
        }
        return;
      }
      default:
    }
  };

  const inputProps = {
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': showList,
    'aria-controls': listboxId,
    'aria-activedescendant': showList && activeIndex >= 0 ? optionId(activeIndex) : undefined,
    onKeyDown,
    onFocus: () => {
      if (count > 0) setExpanded(true);
    },
    onBlur: close,
  } as const;

  const listboxProps = {
    id: listboxId,
    role: 'listbox',
    hidden: !showList,
    // Keep focus in the input while an option is clicked.
    onMouseDown: (event: MouseEvent) => event.preventDefault(),
  } as const;

  const optionProps = (index: number) =>
    ({
      id: optionId(index),
      role: 'option',
      'aria-selected': index === activeIndex,
      onClick: () => {
        const option = options[index];
        if (option !== undefined) onChoose(option);
      },
      onMouseMove: () => {
        if (activeIndex !== index) setActiveIndex(index);
      },
    }) as const;

  return { showList, showNoMatch, open, close, clearActive, inputProps, listboxProps, optionProps };
}
