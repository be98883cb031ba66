import { screen } from '@testing-library/react';
import type { GarageBike } from '@common/api/garage.schema';
import { Header } from '@client/app/header';
import { renderWithProviders } from '@client/testing/test-utils';
import { GarageSave } from './garage-save';
import { initialMotoromState } from '@client/domains/bike/motorom.slice';

const cb500: GarageBike = {
  tipus: 101,
  name: 'CB500F',
  gyarto: 1,
  felepites: 2,
  hengerurtartalom: 600,
};
const r1: GarageBike = {
  tipus: 102,
  name: 'YZF-R1',
  gyarto: 3,
  felepites: 4,
  hengerurtartalom: 1000,
};
const riding = (bike: GarageBike) => ({
  ...initialMotoromState,
  gyarto: bike.gyarto,
  felepites: bike.felepites,
  hengerurtartalom: bike.hengerurtartalom,
  tipus: bike.tipus,
  tipusName: bike.name,
});

describe('the garage in the header', () => {
  it('shows nothing before a bike is saved', () => {
    renderWithProviders(<Header />);
    expect(screen.queryByRole('button', { name: /Garázs/ })).not.toBeInTheDocument();
  });

  it('switches the active bike, removes one, and closes with Escape', async () => {
    const { user, store } = renderWithProviders(<Header />, {
      preloadedState: { garage: { bikes: [cb500, r1], owner: 'guest' }, motorom: riding(cb500) },
    });
    const toggle = screen.getByRole('button', { name: 'Garázs (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('group', { name: 'Garázsom' });
    expect(menu).toHaveAttribute('id', toggle.getAttribute('aria-controls'));
    expect(screen.getByRole('button', { name: 'CB500F' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'YZF-R1' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'YZF-R1' }));
    // The whole finder choice is the bike's, so the parts finder opens at its type.
    expect(store.getState().motorom).toEqual(riding(r1));
    expect(screen.getByRole('link', { name: /^Motorom\W+YZF-R1$/ })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Garázsom' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(await screen.findByRole('button', { name: 'CB500F törlése a garázsból' }));
    expect(store.getState().garage.bikes).toEqual([r1]);
    expect(screen.getByRole('button', { name: 'Garázs (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Másik motor hozzáadása' })).toHaveAttribute(
      'href',
      '/alkatresz-kereso/',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Garázsom' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });
});

describe("'Mentés a garázsba'", () => {
  const data = {
    id: 101,
    name_en: 'CB500F',
    img: '',
    content: '',
    gyarto: 1,
    felepites: 2,
    hengerurtartalom: 600,
  };

  it('saves the chosen bike with its finder choice once', async () => {
    const { user, store } = renderWithProviders(<GarageSave bike={data} />);
    await user.click(screen.getByRole('button', { name: 'Mentés a garázsba' }));
    expect(store.getState().garage).toEqual({ bikes: [cb500], owner: 'guest' });
    expect(screen.getByRole('status')).toHaveTextContent('Ez a motor a garázsodban van.');
    expect(screen.queryByRole('button', { name: 'Mentés a garázsba' })).not.toBeInTheDocument();
  });

  it('says when the garage is full', () => {
    const bikes = Array.from({ length: 20 }, (_, i) => ({ ...r1, tipus: 200 + i }));
    renderWithProviders(<GarageSave bike={data} />, {
      preloadedState: { garage: { bikes, owner: 'guest' } },
    });
    expect(screen.queryByRole('button', { name: 'Mentés a garázsba' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('A garázsban legfeljebb 20 motor fér el.');
  });
});
