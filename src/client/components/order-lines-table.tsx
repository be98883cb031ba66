import type { ReactNode } from 'react';
import { Price } from './price';

/** One placed order line as the order keeps it (its own copy of the name and prices). */
export interface PlacedLine {
  name: string;
  cikkszam: string;
  quantity: number;
  unit_price: number;
  line_total: number;
}

export interface OrderLinesTableProps<L extends PlacedLine> {
  lines: readonly L[];
  /** The footer rows under the lines (label, whole forints), e.g. delivery fee and grand total. */
  totals: readonly (readonly [label: string, value: number])[];
  /** A caption screen readers hear; visually hidden. */
  caption?: string;
  className?: string;
  /** `column`: its own column (the back office); `inline`: after the name, muted (the shopper). */
  itemNumber: 'column' | 'inline';
  /** The name cell's content (e.g. a link to the product); the plain name by default. */
  name?: (line: L) => ReactNode;
  lineKey: (line: L) => string;
}

/**
 * A placed order's lines and totals: the one table the customer's order page and the back office's
 * order page share. The server computed every figure; this only shows them.
 */
export function OrderLinesTable<L extends PlacedLine>({
  lines,
  totals,
  caption,
  className,
  itemNumber,
  name = (line) => line.name,
  lineKey,
}: OrderLinesTableProps<L>) {
  const labelSpan = itemNumber === 'column' ? 4 : 3;
  return (
    <table className={className}>
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead>
        <tr>
          <th scope="col">Termék</th>
          {itemNumber === 'column' ? <th scope="col">Cikkszám</th> : null}
          <th scope="col">Mennyiség</th>
          <th scope="col">Egységár</th>
          <th scope="col">Összesen</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={lineKey(line)}>
            <td>
              {name(line)}
              {itemNumber === 'inline' ? <span className="muted"> ({line.cikkszam})</span> : null}
            </td>
            {itemNumber === 'column' ? <td>{line.cikkszam}</td> : null}
            <td>{line.quantity} db</td>
            <td>
              <Price value={line.unit_price} />
            </td>
            <td>
              <Price value={line.line_total} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {totals.map(([label, value]) => (
          <tr key={label}>
            <th scope="row" colSpan={labelSpan}>
              {label}
            </th>
            <td>
              <Price value={value} />
            </td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}
