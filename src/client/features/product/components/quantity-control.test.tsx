import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MAX_QUANTITY, QuantityControl, parseQuantity } from './quantity-control';

function Harness() {
  const [value, setValue] = useState(1);
  return <QuantityControl value={value} onChange={setValue} subject="Fekete M" />;
}

describe('QuantityControl', () => {
  it('reads typed quantities as whole pieces, empty or nonsense as 0, capped', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity('')).toBe(0);
    expect(parseQuantity('abc')).toBe(0);
    expect(parseQuantity('-4')).toBe(0);
    expect(parseQuantity('2.7')).toBe(2);
    expect(parseQuantity('100000')).toBe(MAX_QUANTITY);
  });

  it('never goes below 1 with minus, even from an emptied field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('spinbutton', { name: 'Mennyiség (Fekete M)' });
    const minus = screen.getByRole('button', { name: 'Mennyiség csökkentése (Fekete M)' });
    await user.click(minus);
    expect(input).toHaveValue(1);
    await user.clear(input);
    expect(input).toHaveValue(null);
    await user.click(minus);
    expect(input).toHaveValue(1);
    await user.click(screen.getByRole('button', { name: 'Mennyiség növelése (Fekete M)' }));
    expect(input).toHaveValue(2);
  });
});
