import { Price } from '@client/components/price';
import type { ChangedLine, OrderChanges } from '@client/domains/cart/order-changes';

function LineChange({ line }: { line: ChangedLine }) {
  const { before, now } = line;
  if (!now) return <li>„{line.name}”: már nem rendelhető, kikerült a kosárból.</li>;
  if (!before)
    return (
      <li>
        „{line.name}”: új tétel, <Price value={now.price} />
        /db.
      </li>
    );
  return (
    <li>
      „{line.name}”:{' '}
      {before.price !== now.price ? (
        <>
          <Price value={before.price} />
          /db helyett <Price value={now.price} />
          /db
        </>
      ) : null}
      {before.price !== now.price && before.quantity !== now.quantity ? ', ' : null}
      {before.quantity !== now.quantity ? (
        <>
          {before.quantity} db helyett {now.quantity} db
        </>
      ) : null}
      .
    </li>
  );
}

/**
 * Shown on the order summary when finishCart refused the order because the total changed meanwhile
 * (409 changed): nothing was ordered; the shopper sees what changed and presses the button again.
 */
export function OrderChangesNotice({ changes }: { changes: OrderChanges }) {
  return (
    <section className="order-changes" role="alert" aria-labelledby="order-changes-title">
      <h2 id="order-changes-title">Megváltozott a végösszeg</h2>
      <p>
        Amióta megnyitotta ezt az oldalt, megváltozott a rendelés végösszege, ezért a megrendelést
        még nem rögzítettük. Kérjük, nézze át a változásokat, és ha egyetért, küldje el újra a
        megrendelést.
      </p>
      <ul>
        {changes.lines.map((line) => (
          <LineChange key={line.name} line={line} />
        ))}
        {changes.shippingBefore !== changes.shippingNow ? (
          <li>
            Szállítási költség: <Price value={changes.shippingBefore} /> helyett{' '}
            <Price value={changes.shippingNow} />.
          </li>
        ) : null}
        <li>
          <strong>
            Végösszeg: <Price value={changes.totalBefore} /> helyett{' '}
            <Price value={changes.totalNow} />.
          </strong>
        </li>
      </ul>
    </section>
  );
}
