import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '@client/testing/test-utils';
import { Header } from './header';

describe('Header', () => {
  it('offers login and registration to an anonymous shopper, with the cart count and phone', () => {
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: 'Belépés' })).toHaveAttribute('href', '/belepes');
    expect(screen.getByRole('link', { name: 'Regisztráció' })).toHaveAttribute(
      'href',
      '/regisztracio',
    );
    expect(screen.getByRole('link', { name: /Kosár 0/ })).toHaveAttribute('href', '/kosar');
    expect(screen.getByRole('link', { name: /\+36 1 234 5678/ })).toHaveAttribute(
      'href',
      'tel:+3612345678',
    );
    expect(screen.getByRole('link', { name: 'Motorom' })).toHaveAttribute(
      'href',
      '/alkatresz-kereso/',
    );
  });

  it('shows profile and logout when logged in, and the chosen bike on the Motorom link', () => {
    renderWithProviders(<Header />, {
      preloadedState: {
        auth: { token: 't', username: 'Kiss Anna' },
        motorom: {
          mode: 'select',
          gyarto: 1,
          felepites: 2,
          hengerurtartalom: 600,
          tipus: 7,
          motorInput: '',
          tipusName: 'Honda CBR600RR',
        },
      },
    });
    expect(screen.getByRole('link', { name: 'Profil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kilépés' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Belépés' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Motorom\W+Honda CBR600RR$/ })).toBeInTheDocument();
  });

  it('sends a search to /kereses and remembers the text', async () => {
    function Where() {
      const location = useLocation();
      return <p>Itt: {location.pathname + location.search}</p>;
    }
    const { user, store } = renderWithProviders(
      <>
        <Header />
        <Where />
      </>,
    );
    await user.type(
      screen.getByRole('combobox', { name: 'Keresés a termékek között' }),
      'bőr kesztyű{Enter}',
    );
    expect(store.getState().search.text).toBe('bőr kesztyű');
    expect(screen.getByText('Itt: /kereses?q=b%C5%91r%20keszty%C5%B1')).toBeInTheDocument();
  });
});
