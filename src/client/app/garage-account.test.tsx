import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { GarageBike, GarageResponse } from '@common/api/garage.schema';
import { loggedIn, loggedOut } from '@client/domains/session/auth.slice';
import { bikeRemoved, bikeSaved } from '@client/domains/bike/garage.slice';
import { initialMotoromState } from '@client/domains/bike/motorom.slice';
import { productToggled } from '@client/domains/wishlist/wishlist.slice';
import { server } from '@client/testing/test-server';
import { renderWithProviders } from '@client/testing/test-utils';
import { Header } from './header';

// The garage (motorom feature) and the login (auth feature) meet here: the saga merges at login, the
// root reducer forgets the account's bikes at logout.

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

describe('the garage and the account', () => {
  const answer = (bikes: GarageBike[], active: number | null): GarageResponse => ({
    status: 1,
    bikes,
    active,
  });

  it("merges the guest's bikes at login, sends changes, and forgets the account's at logout", async () => {
    const merges: unknown[] = [];
    const removed: string[] = [];
    server.use(
      http.post('/api/account/garage/merge', async ({ request }) => {
        expect(request.headers.get('authorization')).toBe('Bearer token-of-anna');
        merges.push(await request.json());
        return HttpResponse.json(answer([r1, cb500], 101));
      }),
      http.delete('/api/account/garage/bikes/:tipus', ({ params }) => {
        removed.push(String(params.tipus));
        return HttpResponse.json(answer([cb500], 101));
      }),
    );
    const { store } = renderWithProviders(<Header />, {
      preloadedState: { garage: { bikes: [cb500], owner: 'guest' }, motorom: riding(cb500) },
    });

    act(() => {
      store.dispatch(loggedIn({ token: 'token-of-anna', username: 'Kiss Anna' }));
    });
    await waitFor(() => expect(store.getState().garage.owner).toBe('account'));
    expect(merges).toEqual([{ bikes: [101], active: 101 }]);
    expect(store.getState().garage.bikes).toEqual([r1, cb500]);
    expect(screen.getByRole('button', { name: 'Garázs (2)' })).toBeInTheDocument();
    expect(store.getState().motorom.tipus).toBe(101);

    act(() => {
      store.dispatch(bikeRemoved(102));
    });
    await waitFor(() => expect(removed).toEqual(['102']));
    await waitFor(() => expect(store.getState().garage.bikes).toEqual([cb500]));

    act(() => {
      store.dispatch(loggedOut());
    });
    expect(store.getState().garage).toEqual({ bikes: [], owner: 'guest' });
    // The chosen bike is the spec's `motorom` choice: it stays.
    expect(store.getState().motorom.tipus).toBe(101);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Garázs/ })).not.toBeInTheDocument(),
    );
  });

  it("a browser without a chosen bike takes the account's active one; a mirrored list sends no bikes", async () => {
    const merges: unknown[] = [];
    let saved: unknown = null;
    server.use(
      http.post('/api/account/garage/merge', async ({ request }) => {
        merges.push(await request.json());
        return HttpResponse.json(answer([cb500, r1], 102));
      }),
      http.post('/api/account/garage/bikes', async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json(answer([cb500, r1], 102));
      }),
    );
    const { store } = renderWithProviders(<Header />, {
      preloadedState: { garage: { bikes: [cb500], owner: 'account' } },
    });
    act(() => {
      store.dispatch(loggedIn({ token: 'token-of-anna', username: 'Kiss Anna' }));
    });
    await waitFor(() => expect(store.getState().motorom).toEqual(riding(r1)));
    expect(merges).toEqual([{ bikes: [], active: null }]);

    // A guest's save stays in the browser; a customer's goes to the account as well.
    act(() => {
      store.dispatch(bikeSaved(r1));
    });
    await waitFor(() => expect(saved).toEqual({ tipus: 102 }));
  });
});

describe('the wishlist and the account', () => {
  it("merges the guest's hearts at login, sends a customer's heart, forgets the list at logout", async () => {
    const merges: unknown[] = [];
    const added: unknown[] = [];
    server.use(
      http.post('/api/account/wishlist/merge', async ({ request }) => {
        merges.push(await request.json());
        return HttpResponse.json({ status: 1, products: [7, 42, 3] });
      }),
      http.post('/api/account/wishlist/items', async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json({ status: 1, products: [5, 7, 42, 3] });
      }),
    );
    const { store } = renderWithProviders(<Header />, {
      preloadedState: { wishlist: { products: [7, 42], owner: 'guest' } },
    });
    expect(screen.getByRole('link', { name: 'Kedvencek (2)' })).toHaveAttribute(
      'href',
      '/kedvencek',
    );
    act(() => {
      store.dispatch(loggedIn({ token: 'token-of-anna', username: 'Kiss Anna' }));
    });
    await waitFor(() => expect(store.getState().wishlist.owner).toBe('account'));
    expect(merges).toEqual([{ products: [7, 42] }]);
    expect(await screen.findByRole('link', { name: 'Kedvencek (3)' })).toBeInTheDocument();

    act(() => {
      store.dispatch(productToggled(5));
    });
    await waitFor(() => expect(added).toEqual([{ product: 5 }]));
    await waitFor(() => expect(store.getState().wishlist.products).toEqual([5, 7, 42, 3]));

    act(() => {
      store.dispatch(loggedOut());
    });
    expect(store.getState().wishlist).toEqual({ products: [], owner: 'guest' });
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Kedvencek/ })).not.toBeInTheDocument(),
    );
  });
});
