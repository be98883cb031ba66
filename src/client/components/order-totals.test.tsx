import { render, screen } from '@testing-library/react';
import { OrderTotals } from './order-totals';

const row = (term: string) => screen.getByText(term).closest('div');

describe('OrderTotals (the one totals block)', () => {
  it('shows the goods, the delivery fee and their sum', () => {
    render(<OrderTotals goods={48_500} shipping={1_890} />);
    expect(row('Termékek összesen')).toHaveTextContent('48 500 Ft');
    expect(row('Szállítási költség')).toHaveTextContent('1 890 Ft');
    expect(row('Végösszeg')).toHaveTextContent('50 390 Ft');
  });

  it('shows a free delivery as 0 Ft in the sum', () => {
    render(<OrderTotals goods={62_000} shipping={0} />);
    expect(row('Végösszeg')).toHaveTextContent('62 000 Ft');
  });

  it('shows only the goods while no delivery method is chosen', () => {
    render(<OrderTotals goods={48_500} shipping={null} />);
    expect(row('Termékek összesen')).toHaveTextContent('48 500 Ft');
    expect(screen.queryByText('Szállítási költség')).not.toBeInTheDocument();
    expect(screen.queryByText('Végösszeg')).not.toBeInTheDocument();
  });
});
