import { render, screen, within } from '@testing-library/react';
import { OrderLinesTable } from './order-lines-table';

const lines = [
  { name: 'Bukósisak XL', cikkszam: 'BS-1', quantity: 2, unit_price: 24_000, line_total: 48_000 },
];
const totals = [
  ['Szállítási díj', 1_890],
  ['Végösszeg', 49_890],
] as const;

describe('OrderLinesTable (the order pages of the shopper and the back office)', () => {
  it('the back office: item numbers in their own column, the totals under the lines', () => {
    render(
      <OrderLinesTable
        itemNumber="column"
        lines={lines}
        totals={totals}
        lineKey={(l) => l.cikkszam}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Cikkszám' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Bukósisak XL/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['Bukósisak XL', 'BS-1', '2 db', '24 000 Ft', '48 000 Ft']);
    expect(screen.getByRole('row', { name: /Végösszeg/ })).toHaveTextContent('49 890 Ft');
    expect(screen.getByRole('rowheader', { name: 'Végösszeg' })).toHaveAttribute('colspan', '4');
  });

  it('the shopper: the item number after the name, the name as given (a link), a caption', () => {
    render(
      <OrderLinesTable
        caption="A rendelés tételei"
        itemNumber="inline"
        lines={lines}
        totals={totals}
        lineKey={(l) => l.cikkszam}
        name={(l) => <a href="/termek/bukosisak">{l.name}</a>}
      />,
    );
    expect(screen.getByRole('table', { name: 'A rendelés tételei' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Cikkszám' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bukósisak XL' })).toHaveAttribute(
      'href',
      '/termek/bukosisak',
    );
    expect(screen.getByRole('row', { name: /Bukósisak XL/ })).toHaveTextContent(
      'Bukósisak XL (BS-1)',
    );
    expect(screen.getByRole('rowheader', { name: 'Szállítási díj' })).toHaveAttribute(
      'colspan',
      '3',
    );
  });
});
