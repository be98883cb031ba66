import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Category } from '@common/api/catalogue.schema';

export const categoryName = (c: Pick<Category, 'name_hu' | 'name_en'>) =>
  c.name_hu.trim() || c.name_en.trim();

function Branch({
  categories,
  selectedIds,
  currentAlias,
  linkTo,
}: {
  categories: Category[];
  selectedIds: ReadonlySet<number>;
  currentAlias: string;
  linkTo: (alias: string | null) => string;
}) {
  return (
    <ul className="category-tree__list">
      {categories.map((category) => {
        const current = category.alias === currentAlias;
        // Only the path to the chosen category is unfolded, so a long tree stays short on a phone.
        const open = selectedIds.has(category.id) || current;
        return (
          <li key={category.id}>
            <Link
              to={linkTo(category.alias)}
              className={
                open ? 'category-tree__link category-tree__link--open' : 'category-tree__link'
              }
              aria-current={current ? 'page' : undefined}
            >
              <span>{categoryName(category)}</span>{' '}
              <span className="category-tree__count">({category.productCount})</span>
            </Link>
            {open && category.children.length > 0 ? (
              <Branch
                categories={category.children}
                selectedIds={selectedIds}
                currentAlias={currentAlias}
                linkTo={linkTo}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The left category tree with product counts (spec section 2); the server already left out the
 * categories without products. Folded behind a button on phones, always open on wide screens.
 */
export function CategoryTree({
  categories,
  catIds,
  currentAlias,
  sectionName,
  sectionSelected,
  linkTo,
}: {
  categories: Category[];
  catIds: number[];
  currentAlias: string;
  sectionName: string;
  sectionSelected: boolean;
  linkTo: (alias: string | null) => string;
}) {
  const [open, setOpen] = useState(false);
  const total = categories.reduce((sum, c) => sum + c.productCount, 0);
  return (
    <nav
      className={open ? 'category-tree category-tree--open' : 'category-tree'}
      aria-label="Kategóriák"
    >
      <button
        type="button"
        className="category-tree__toggle"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        Kategóriák
      </button>
      <div className="category-tree__body">
        <Link
          to={linkTo(null)}
          className="category-tree__all"
          aria-current={sectionSelected ? 'page' : undefined}
        >
          {sectionName} <span className="category-tree__count">({total})</span>
        </Link>
        <Branch
          categories={categories}
          selectedIds={new Set(catIds)}
          currentAlias={currentAlias}
          linkTo={linkTo}
        />
      </div>
    </nav>
  );
}
