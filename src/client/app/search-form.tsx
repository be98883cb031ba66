import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { searchSubmitted, selectSearchText } from '@client/features/catalog/search.slice';
import { useAppDispatch, useAppSelector } from './hooks';

/** The header search box: pre-filled from ?q= on the result page, else with the last search text. */
export function SearchForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const lastSearch = useAppSelector(selectSearchText);
  const q = location.pathname.startsWith('/kereses') ? params.get('q') : null;
  const [text, setText] = useState(q ?? lastSearch);

  useEffect(() => {
    if (q !== null) setText(q);
  }, [q]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    dispatch(searchSubmitted(query));
    navigate(`/kereses?q=${encodeURIComponent(query)}`);
  };

  return (
    <form className="search-form" role="search" onSubmit={submit}>
      <label htmlFor="header-search" className="visually-hidden">
        Keresés a termékek között
      </label>
      <input
        id="header-search"
        type="search"
        name="q"
        value={text}
        maxLength={200}
        placeholder="Keresés: sisak, fékbetét, cikkszám…"
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="search-form__button">
        Keresés
      </button>
    </form>
  );
}
