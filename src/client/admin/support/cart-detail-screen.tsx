import { type ReactNode, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { SupportCart } from '@common/api/admin-support.schema';
import { formatDateTime } from '@common/dates';
import { deliveryLabel } from '@common/delivery';
import { ORDER_STATUS_LABELS } from '@common/order-status';
import { CART_STEP_LABELS } from '@common/support-cart';
import { OrderLinesTable } from '@client/components/order-lines-table';
import { TableWrap } from '../table-wrap';
import { useOpenSupportViewMutation, useSupportCartQuery } from './support-admin.api';

type Row = [label: string, value: ReactNode];

function Facts({ rows, label }: { rows: Row[]; label: string }) {
  return (
    <dl className="admin__facts" aria-label={label}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value || '–'}</dd>
        </div>
      ))}
    </dl>
  );
}

function rows(data: SupportCart): { state: Row[]; delivery: Row[] } {
  const c = data.cart;
  const billing = c.cegkent || c.szamla_megegyezik;
  return {
    state: [
      ['Lépés', CART_STEP_LABELS[data.step]],
      [
        'Rendelés',
        data.order ? (
          <Link to={`/admin/rendelesek/${data.order.number}`}>
            {data.order.number} ({ORDER_STATUS_LABELS[data.order.status]})
          </Link>
        ) : (
          'nem lett rendelés'
        ),
      ],
      ['Fiók', data.account ? `${data.account.name} (${data.account.email})` : 'vendég'],
      ['Létrehozva', formatDateTime(data.createdAt)],
      ['Utolsó módosítás', formatDateTime(data.updatedAt)],
    ],
    delivery: [
      [
        'Szállítási mód',
        c.szallitas === null ? 'még nincs kiválasztva' : (deliveryLabel(c.szallitas)?.name ?? ''),
      ],
      ...(c.pickupPoint
        ? ([
            [
              'Átvételi pont',
              `${c.pickupPoint.name}, ${c.pickupPoint.postcode} ${c.pickupPoint.city}, ${c.pickupPoint.address}`,
            ],
          ] as Row[])
        : []),
      ['Név', `${c.szallitas_vnev} ${c.szallitas_knev}`.trim()],
      ['Cím', [c.szallitas_irsz, c.szallitas_varos, c.szallitas_utca].filter(Boolean).join(', ')],
      ['E-mail', c.email],
      ['Telefon', c.szallitas_telefonszam],
      ['Megjegyzés', c.megjegyzes],
      ...(billing
        ? ([
            ['Számlázási név', c.szamla_nev],
            [
              'Számlázási cím',
              [c.szamla_irsz, c.szamla_varos, c.szamla_utca].filter(Boolean).join(', '),
            ],
            ['Adószám', c.adoszam],
          ] as Row[])
        : []),
    ],
  };
}

/** One cart as support sees it, and the button that opens it read-only in the shop. */
export function CartDetailScreen() {
  const { id = '' } = useParams();
  const { data, error, isLoading } = useSupportCartQuery(id);
  const [open, opening] = useOpenSupportViewMutation();
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    document.title = 'Kosár – Háttériroda';
  }, []);
  if (isLoading) return <p>Betöltés…</p>;
  if (!data)
    return (
      <p role="alert" className="admin__error">
        {(error as { data?: { message?: string } } | undefined)?.data?.message ??
          'A kosár nem tölthető be.'}
      </p>
    );
  const { state, delivery } = rows(data);

  const openInShop = async () => {
    setProblem(null);
    const res = await open(data.id);
    if (!res.data) {
      setProblem(
        (res.error as { data?: { message?: string } }).data?.message ??
          'A nézet nem nyitható meg. Kérjük, próbálja újra.',
      );
      return;
    }
    // noopener: the shop tab gets no handle on this one and no copy of its session storage (the staff token).
    window.open(res.data.url, '_blank', 'noopener,noreferrer');
  };

  return (
    <section aria-labelledby="cart-title">
      <p>
        <Link to="/admin/kosarak">← Vissza a kereséshez</Link>
      </p>
      <h1 id="cart-title">Kosár</h1>
      <p className="admin__hint">Azonosító: {data.id}</p>
      <div className="admin__card">
        <Facts rows={state} label="Állapot" />
        {data.step !== 'megrendelve' ? (
          <div className="admin__actions">
            <button
              type="button"
              className="admin__button admin__button--primary"
              disabled={opening.isLoading}
              onClick={() => void openInShop()}
            >
              Megnyitás a boltban (csak olvasható)
            </button>
          </div>
        ) : null}
        {problem ? (
          <p role="alert" className="admin__error">
            {problem}
          </p>
        ) : null}
      </div>
      <h2>Tételek</h2>
      <TableWrap label="A kosár tételei">
        <OrderLinesTable
          className="admin__table"
          itemNumber="column"
          lines={data.cart.goods.map((line) => ({
            id: line.id,
            name: line.name,
            cikkszam: line.variant.cikkszam,
            quantity: line.quantity,
            unit_price: line.price,
            line_total: line.price * line.quantity,
          }))}
          lineKey={(line) => String(line.id)}
          totals={[['Áruk összesen', data.cart.vegosszeg]]}
        />
      </TableWrap>
      <h2>Szállítás és adatok</h2>
      <div className="admin__card">
        <Facts rows={delivery} label="Szállítás és adatok" />
      </div>
    </section>
  );
}
