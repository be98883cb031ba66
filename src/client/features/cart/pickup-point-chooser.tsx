import { useEffect, useId, useState } from 'react';
import type { Cart } from '@common/api/cart.schema';
import type { PickupPoint } from '@common/api/pickup.schema';
import { PICKUP_LABELS, type PickupCarrier } from '@common/pickup';
import { useSearchPickupPointsQuery } from '@client/features/cart/pickup.api';
import { useAppDispatch } from '@client/domains/store-hooks';
import { fieldChanged } from '@client/domains/cart/cart.slice';

const SEARCH_DELAY_MS = 300;

/** The OpenStreetMap embed around one point, with its marker. */
export function osmEmbedUrl(lat: number, lng: number): string {
  const bbox = [lng - 0.008, lat - 0.005, lng + 0.008, lat + 0.005].map((n) => n.toFixed(6));
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox.join('%2C')}&layer=mapnik&marker=${lat.toFixed(6)}%2C${lng.toFixed(6)}`;
}

function OpeningHours({ point }: { point: PickupPoint }) {
  if (point.openingHours.length === 0) return null;
  return (
    <details className="pickup__hours">
      <summary>Nyitvatartás</summary>
      <dl>
        {point.openingHours.map(({ day, hours }) => (
          <div key={day} className="pickup__hours-row">
            <dt>{day}</dt>
            <dd>{hours}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

const addressOf = (p: PickupPoint) => `${p.postcode} ${p.city}, ${p.address}`;

/**
 * Step 2 for delivery to a pickup point: search the carrier's points by postcode, city or name (the
 * server ignores accents and case), see each one's address and opening hours, and on wider screens a
 * map of the chosen (or first found) point. The choice is cart data (`atvevohely`), sent at once.
 */
export function PickupPointChooser({ cart, carrier }: { cart: Cart; carrier: PickupCarrier }) {
  const dispatch = useAppDispatch();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [sent, setSent] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSent(query.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const { data: points = [], isFetching } = useSearchPickupPointsQuery(
    { carrier, q: sent },
    { skip: sent.length < 2 },
  );
  const chosen = cart.pickupPoint;
  const onMap = chosen ?? points[0] ?? null;
  const label = PICKUP_LABELS[carrier];

  return (
    <fieldset className="checkout-form__group pickup">
      <legend>Átvételi pont</legend>
      <div className="pickup__chosen" aria-live="polite">
        {chosen ? (
          <p>
            <strong>Választott átvételi pont ({label.pointName}):</strong> {chosen.name},{' '}
            {addressOf(chosen)}
          </p>
        ) : (
          <p className="muted">Még nem választott átvételi pontot.</p>
        )}
      </div>
      <div className="field">
        <label htmlFor={searchId}>
          Keresés irányítószám, település vagy név alapján
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          autoComplete="off"
          placeholder="Például: 1117 vagy Győr"
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <div className="pickup__body">
        <div className="pickup__results" aria-busy={isFetching || undefined}>
          {sent.length >= 2 && !isFetching && points.length === 0 ? (
            <p className="muted">Nincs találat.</p>
          ) : null}
          {points.length > 0 ? (
            <ul className="pickup__list" aria-label="Talált átvételi pontok">
              {points.map((point) => {
                const selected = chosen?.id === point.id;
                return (
                  <li
                    key={point.id}
                    className={selected ? 'pickup__item is-selected' : 'pickup__item'}
                  >
                    <div className="pickup__item-head">
                      <div>
                        <strong>{point.name}</strong>
                        <br />
                        <span>{addressOf(point)}</span>
                      </div>
                      <button
                        type="button"
                        className={selected ? 'button button--primary' : 'button'}
                        aria-pressed={selected}
                        aria-label={`${point.name} kiválasztása`}
                        onClick={() =>
                          dispatch(fieldChanged({ name: 'atvevohely', value: point.id }))
                        }
                      >
                        {selected ? 'Kiválasztva' : 'Ezt választom'}
                      </button>
                    </div>
                    <OpeningHours point={point} />
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
        {onMap && onMap.lat !== null && onMap.lng !== null ? (
          <div className="pickup__map">
            <iframe
              title={`Térkép: ${onMap.name}`}
              src={osmEmbedUrl(onMap.lat, onMap.lng)}
              loading="lazy"
              referrerPolicy="no-referrer"
            />
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
