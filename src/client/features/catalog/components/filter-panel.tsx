import { type FormEvent, useEffect, useState } from 'react';
import type { FacetOption, Facets, ListFilters } from '@common/api/facets.schema';
import { useMediaQuery } from '@client/components/use-media-query';
import { filterCount, toggledValue } from '@common/product-list/list-filters';

/** Where the panel is always open (catalog.css): beside the list, not folded above it. */
const SIDE_BY_SIDE = '(min-width: 900px)';

type Group = 'brands' | 'sizes' | 'colours';

/**
 * A choice, applied to the filters as the address holds them when it is made (not as last rendered):
 * two quick ticks must both count.
 */
export type FiltersChange = (current: ListFilters) => ListFilters;

const GROUP_LEGENDS: Record<Group, string> = { brands: 'Márka', sizes: 'Méret', colours: 'Szín' };

function OptionGroup({
  group,
  options,
  filters,
  onChange,
}: {
  group: Group;
  options: FacetOption[];
  filters: ListFilters;
  onChange(change: FiltersChange): void;
}) {
  if (options.length === 0) return null;
  const picked = filters[group] ?? [];
  return (
    <fieldset className="filter-panel__group">
      <legend>{GROUP_LEGENDS[group]}</legend>
      <ul className={`filter-panel__options filter-panel__options--${group}`}>
        {options.map((option) => {
          const checked = picked.includes(option.value);
          return (
            <li key={option.value}>
              <label className="filter-panel__option">
                <input
                  type="checkbox"
                  checked={checked}
                  // An option that would leave nothing is shown, but cannot be ticked.
                  disabled={option.count === 0 && !checked}
                  onChange={() => onChange((now) => toggledValue(now, group, option.value))}
                />
                <span>{option.value}</span>
                <span className="filter-panel__count">({option.count})</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function Toggle({
  label,
  count,
  checked,
  onChange,
}: {
  label: string;
  count: number;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <label className="filter-panel__option filter-panel__toggle">
      <input
        type="checkbox"
        checked={checked}
        disabled={count === 0 && !checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{label}</span>
      <span className="filter-panel__count">({count})</span>
    </label>
  );
}

function PriceRange({
  facets,
  filters,
  onChange,
}: {
  facets: Facets;
  filters: ListFilters;
  onChange(change: FiltersChange): void;
}) {
  const [min, setMin] = useState(filters.priceMin?.toString() ?? '');
  const [max, setMax] = useState(filters.priceMax?.toString() ?? '');
  // Back, forward or "Szűrők törlése" change the address: the fields follow it.
  useEffect(() => setMin(filters.priceMin?.toString() ?? ''), [filters.priceMin]);
  useEffect(() => setMax(filters.priceMax?.toString() ?? ''), [filters.priceMax]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = (text: string) =>
      /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : undefined;
    const from = read(min);
    const to = read(max);
    onChange((now) => {
      const next = { ...now };
      if (from === undefined) delete next.priceMin;
      else next.priceMin = from;
      if (to === undefined) delete next.priceMax;
      else next.priceMax = to;
      return next;
    });
  };
  return (
    <form className="filter-panel__group filter-panel__price" onSubmit={submit}>
      <fieldset>
        <legend>Ár (Ft)</legend>
        <div className="filter-panel__price-fields">
          <label>
            <span>Ártól</span>
            <input
              inputMode="numeric"
              pattern="[0-9]*"
              value={min}
              placeholder={facets.price.min?.toString() ?? ''}
              onChange={(e) => setMin(e.target.value)}
            />
          </label>
          <label>
            <span>Árig</span>
            <input
              inputMode="numeric"
              pattern="[0-9]*"
              value={max}
              placeholder={facets.price.max?.toString() ?? ''}
              onChange={(e) => setMax(e.target.value)}
            />
          </label>
          <button type="submit" className="button">
            Szűrés
          </button>
        </div>
      </fieldset>
    </form>
  );
}

/**
 * The list's filters with a count beside every option (issue 20). Each choice changes the address
 * (onChange), so the list and the counts follow it; folded behind a button on phones like the tree.
 */
export function FilterPanel({
  facets,
  filters,
  showSale,
  showFits,
  onChange,
}: {
  facets: Facets | undefined;
  filters: ListFilters;
  /** Off on the sales list, where everything is on sale. */
  showSale: boolean;
  /** On when a bike is chosen and the list is not already the parts finder's fitting list. */
  showFits: boolean;
  onChange(change: FiltersChange): void;
}) {
  const [open, setOpen] = useState(false);
  // Folded on a phone, the options are not even drawn until the shopper first opens the panel:
  // a quarter of the list page's elements, and its first render's work (docs/performance.md).
  const [opened, setOpened] = useState(false);
  const sideBySide = useMediaQuery(SIDE_BY_SIDE);
  const chosen = filterCount(filters);
  return (
    <section
      className={open ? 'filter-panel filter-panel--open' : 'filter-panel'}
      aria-label="Szűrők"
    >
      <button
        type="button"
        className="filter-panel__toggle-button"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen((value) => !value);
        }}
      >
        Szűrők{chosen > 0 ? ` (${chosen})` : ''}
      </button>
      <div className="filter-panel__body">
        {facets && (sideBySide || opened) ? (
          <>
            {showFits && facets.fits ? (
              <Toggle
                label="Csak a motoromhoz illő"
                count={facets.fits.count}
                checked={Boolean(filters.fits)}
                onChange={(fits) => onChange((now) => ({ ...now, fits: fits || undefined }))}
              />
            ) : null}
            <Toggle
              label="Raktáron"
              count={facets.inStock.count}
              checked={Boolean(filters.inStock)}
              onChange={(inStock) => onChange((now) => ({ ...now, inStock: inStock || undefined }))}
            />
            {showSale ? (
              <Toggle
                label="Akciós"
                count={facets.onSale.count}
                checked={Boolean(filters.onSale)}
                onChange={(onSale) => onChange((now) => ({ ...now, onSale: onSale || undefined }))}
              />
            ) : null}
            <OptionGroup
              group="brands"
              options={facets.brands}
              filters={filters}
              onChange={onChange}
            />
            <OptionGroup
              group="sizes"
              options={facets.sizes}
              filters={filters}
              onChange={onChange}
            />
            <OptionGroup
              group="colours"
              options={facets.colours}
              filters={filters}
              onChange={onChange}
            />
            {facets.price.min !== null ||
            filters.priceMin !== undefined ||
            filters.priceMax !== undefined ? (
              <PriceRange facets={facets} filters={filters} onChange={onChange} />
            ) : null}
          </>
        ) : null}
        {chosen > 0 ? (
          <button
            type="button"
            className="link-button filter-panel__clear"
            onClick={() => onChange(() => ({}))}
          >
            Szűrők törlése
          </button>
        ) : null}
      </div>
    </section>
  );
}
