import { render, screen } from '@testing-library/react';
import { FIRST_STEP, FIRST_STEP_NARROW, useCardsInTwoSteps } from './use-cards-in-two-steps';

function Cards({ items }: { items: readonly string[] }) {
  const shown = useCardsInTwoSteps(items);
  return (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const page = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);

describe('useCardsInTwoSteps', () => {
  it('commits the first cards at once and the rest after the next paint', async () => {
    const first = page('a', 24);
    const { rerender } = render(<Cards items={first} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_STEP);
    expect(await screen.findByText('a24')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(24);

    // The next page starts again with the first step.
    const second = page('b', 24);
    rerender(<Cards items={second} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      second.slice(0, FIRST_STEP),
    );
    expect(await screen.findByText('b24')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(24);
  });

  it('commits only two rows first on a phone, where no card is on the first screen', async () => {
    const width = window.innerWidth;
    window.innerWidth = 412;
    try {
      render(<Cards items={page('d', 15)} />);
      expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_STEP_NARROW);
      expect(await screen.findByText('d15')).toBeInTheDocument();
      expect(screen.getAllByRole('listitem')).toHaveLength(15);
    } finally {
      window.innerWidth = width;
    }
  });

  it('commits a short page in one step', () => {
    render(<Cards items={page('c', FIRST_STEP)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_STEP);
  });
});
