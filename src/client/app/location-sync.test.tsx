import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@client/testing/test-utils';
import { LocationSync } from './location-sync';
import { locationChanged } from '@client/domains/navigation/navigation.slice';

/** Prints where the router is, so a test sees the address the shopper's browser shows. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <LocationSync />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route },
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('LocationSync', () => {
  it('stays on a deep link and records it in the store', () => {
    const { store } = renderAt('/kosar?x=1');
    expect(where()).toBe('/kosar?x=1');
    expect(store.getState().navigation).toEqual({ pathname: '/kosar', search: '?x=1' });
  });

  it('keeps the real reset link in the address while the store holds it hidden', () => {
    const { store } = renderAt('/password_reset/valodi-titkos-token');
    expect(where()).toBe('/password_reset/valodi-titkos-token');
    expect(store.getState().navigation.pathname).toBe('/password_reset/[redacted]');
  });

  it('follows a location that comes from the store (an imported state, time travel)', () => {
    const { store } = renderAt('/');
    act(() => {
      store.dispatch(locationChanged({ pathname: '/megrendeles', search: '' }));
    });
    expect(where()).toBe('/megrendeles');
  });
});
