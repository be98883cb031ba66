import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SUGGEST_MIN_CHARS } from '@common/api/suggest.constants';
import { normalizeSearchText } from '@common/text-normalize';
import { searchSubmitted, selectSearchText } from '@client/domains/browsing/search.slice';
import { useLazySuggestQuery } from '@client/features/catalog/suggest.api';
import { useDebouncedValue } from '@client/features/motorom/use-debounced-value';
import { useAppDispatch, useAppSelector } from '@client/domains/store-hooks';
import { SuggestionList } from './suggestion-list';
import { suggestionOptions } from './search-suggestions';

/** Typing pauses shorter than this ask nothing: one request per pause, not per keystroke. */
export const SUGGEST_DEBOUNCE_MS = 200;

/**
 * The header search box: pre-filled from ?q= on the result page, else with the last search text.
 * While typing it suggests products, categories and item numbers (the ARIA 1.2 combobox pattern:
 * the focus stays in the box, the arrows move the active option, Enter opens it, Escape closes the
 * list); Enter without an active option searches on /kereses?q= as the spec says.
 */
export function SearchForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const lastSearch = useAppSelector(selectSearchText);
  const q = location.pathname.startsWith('/kereses') ? params.get('q') : null;
  const [text, setText] = useState(q ?? lastSearch);
  // Suggestions are asked only after the shopper typed: a pre-filled box opens no list.
  const [typed, setTyped] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const [trigger, { currentData }] = useLazySuggestQuery();

  useEffect(() => {
    if (q !== null) setText(q);
  }, [q]);

  const settled = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const wanted =
    typed && normalizeSearchText(settled).replace(/ /g, '').length >= SUGGEST_MIN_CHARS;
  useEffect(() => {
    if (!wanted) return undefined;
    const request = trigger(settled, true);
    // A newer text (or leaving the page) cancels the request still under way for the old one.
    return () => request.abort();
  }, [wanted, settled, trigger]);

  const options = wanted && currentData ? suggestionOptions(currentData) : [];
  const expanded = open && options.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const go = (to: string) => {
    close();
    setTyped(false);
    navigate(to);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    close();
    setTyped(false);
    dispatch(searchSubmitted(query));
    navigate(`/kereses?q=${encodeURIComponent(query)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From "no option" Down goes to the first, Up to the last; both wrap around.
      setActive((current) =>
        !expanded || current < 0
          ? step === 1
            ? 0
            : options.length - 1
          : (current + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const option = options[active];
      if (option) go(option.to);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    }
  };

  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  return (
    <form className="search-form" role="search" onSubmit={submit}>
      <label htmlFor="header-search" className="visually-hidden">
        Keresés a termékek között
      </label>
      <div className="search-form__box">
        <input
          id="header-search"
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeOption ? `${listId}-${activeOption.key}` : undefined}
          autoComplete="off"
          value={text}
          maxLength={200}
          placeholder="Keresés: sisak, fékbetét, cikkszám…"
          onChange={(e) => {
            setText(e.target.value);
            setTyped(true);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <SuggestionList
          id={listId}
          options={expanded ? options : []}
          active={active}
          onPick={(option) => go(option.to)}
        />
      </div>
      <button type="submit" className="search-form__button">
        Keresés
      </button>
      <p className="visually-hidden" role="status">
        {expanded ? `${options.length} javaslat. A nyilakkal választhat.` : ''}
      </p>
    </form>
  );
}
