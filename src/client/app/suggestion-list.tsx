import { Price } from '@client/components/price';
import { ProductImage } from '@client/components/product-image/product-image';
import { GROUP_TITLES, type SuggestionOption } from './search-suggestions';

/**
 * The search box's popup listbox. Options are picked with the mouse too; mousedown is held back so the
 * box keeps the focus (its blur would close the list before the click lands).
 */
export function SuggestionList({
  id,
  options,
  active,
  onPick,
}: {
  id: string;
  options: SuggestionOption[];
  active: number;
  onPick(option: SuggestionOption): void;
}) {
  const groups = (['products', 'categories', 'itemNumbers'] as const).filter((g) =>
    options.some((o) => o.group === g),
  );
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Javaslatok"
      className="suggestions"
      hidden={options.length === 0}
    >
      {groups.map((group) => (
        <div key={group} role="group" aria-labelledby={`${id}-${group}`}>
          <div id={`${id}-${group}`} className="suggestions__title">
            {GROUP_TITLES[group]}
          </div>
          {options.map((option, index) =>
            option.group === group ? (
              <div
                key={option.key}
                id={`${id}-${option.key}`}
                role="option"
                aria-selected={index === active}
                className="suggestions__option"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => onPick(option)}
              >
                {group === 'products' ? (
                  <ProductImage
                    className="suggestions__image"
                    src={option.image ?? '/favicon.svg'}
                    alt=""
                    width={40}
                    height={40}
                    sizes="40px"
                  />
                ) : null}
                <span className="suggestions__label">
                  {option.label}
                  {option.detail ? (
                    <span className="suggestions__detail"> – {option.detail}</span>
                  ) : null}
                </span>
                {option.price !== undefined ? (
                  <Price value={option.price} from={option.fromPrice} />
                ) : null}
              </div>
            ) : null,
          )}
        </div>
      ))}
    </div>
  );
}
