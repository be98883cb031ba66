import { useEffect } from 'react';
import { NavLink, Navigate, useRoutes } from 'react-router-dom';
import type { AdminPage } from '@common/api/admin-content.schema';
import { shopDay } from '@common/dates';
import type { FieldSpec } from './content-form';
import { ListEditor } from './list-editor';
import { OfferEditor, PopupEditor } from './single-editors';

/** A new article is dated today in Budapest (at 00:30 on the 23rd it is not yet the 23rd in UTC). */
const today = () => shopDay(new Date());
const position: FieldSpec = { name: 'position', label: 'Sorrend', kind: 'number', required: true };

const SECTIONS = [
  { path: 'felhivas', label: 'Felugró felhívás', element: <PopupEditor /> },
  { path: 'ajanlat', label: 'Aktuális ajánlat', element: <OfferEditor /> },
  {
    path: 'kepek',
    label: 'Nyitóoldali képek',
    element: (
      <ListEditor
        kind="slides"
        title="Nyitóoldali képek"
        noun="kép"
        blank={{ src: '', position: 0 }}
        columns={[
          { label: 'Kép', value: (i) => ('src' in i ? i.src : '') },
          { label: 'Sorrend', value: (i) => String('position' in i ? i.position : '') },
        ]}
        fields={() => [
          {
            name: 'src',
            label: 'Kép címe',
            kind: 'image',
            required: true,
            hint: '/media/… vagy https://…, vagy töltsön fel egy képet',
          },
          position,
        ]}
      />
    ),
  },
  {
    path: 'partnerek',
    label: 'Partnerek',
    element: (
      <ListEditor
        kind="partners"
        title="Partnerek"
        noun="partner"
        blank={{ name: '', url: '', logo: '', position: 0 }}
        columns={[
          { label: 'Név', value: (i) => ('name' in i ? i.name : '') },
          { label: 'Hivatkozás', value: (i) => ('url' in i ? i.url : '') },
        ]}
        fields={() => [
          { name: 'name', label: 'Név', kind: 'text', required: true },
          { name: 'url', label: 'Hivatkozás', kind: 'address', hint: 'https://…' },
          {
            name: 'logo',
            label: 'Logó címe',
            kind: 'image',
            required: true,
            hint: '/media/… vagy https://…, vagy töltsön fel egy képet',
          },
          position,
        ]}
      />
    ),
  },
  {
    path: 'oldalak',
    label: 'Információs oldalak',
    element: (
      <ListEditor
        kind="pages"
        title="Információs oldalak"
        noun="oldal"
        blank={{ alias: '', title: '', content: '', parentId: null, position: 0 }}
        columns={[
          {
            label: 'Cím',
            value: (i) => ('parentId' in i ? `${i.parentId ? '— ' : ''}${i.title}` : ''),
          },
          { label: 'Cím a boltban', value: (i) => ('alias' in i ? `/o/${i.alias}` : '') },
        ]}
        fields={(items, editing) => [
          { name: 'title', label: 'Cím', kind: 'text', required: true },
          {
            name: 'alias',
            label: 'Azonosító (a címben)',
            kind: 'text',
            required: true,
            hint: 'kisbetűk, számjegyek, kötőjel',
          },
          {
            name: 'parentId',
            label: 'Szülőoldal',
            kind: 'select',
            options: [
              { value: '', label: '(felső szintű oldal)' },
              ...(items as AdminPage[])
                .filter((p) => p.parentId === null && p.id !== editing?.id)
                .map((p) => ({ value: String(p.id), label: p.title })),
            ],
          },
          position,
          { name: 'content', label: 'Tartalom', kind: 'html' },
        ]}
      />
    ),
  },
  {
    path: 'blog',
    label: 'Blog',
    element: (
      <ListEditor
        kind="blog"
        title="Blogbejegyzések"
        noun="bejegyzés"
        blank={{ alias: '', title: '', date: today(), excerpt: '', content: '' }}
        columns={[
          { label: 'Cím', value: (i) => ('title' in i ? i.title : '') },
          { label: 'Dátum', value: (i) => ('date' in i ? i.date : '') },
        ]}
        fields={() => [
          { name: 'title', label: 'Cím', kind: 'text', required: true },
          {
            name: 'alias',
            label: 'Azonosító (a címben)',
            kind: 'text',
            required: true,
            hint: 'kisbetűk, számjegyek, kötőjel',
          },
          { name: 'date', label: 'Dátum', kind: 'date', required: true },
          { name: 'excerpt', label: 'Bevezető', kind: 'html' },
          { name: 'content', label: 'Tartalom', kind: 'html' },
        ]}
      />
    ),
  },
];

/** Content editing for admins: the popup, the current offer, slides, partners, info pages, blog. */
export default function ContentScreen() {
  const routes = useRoutes([
    { index: true, element: <Navigate to="felhivas" replace /> },
    ...SECTIONS.map((s) => ({ path: s.path, element: s.element })),
    { path: '*', element: <Navigate to="felhivas" replace /> },
  ]);
  useEffect(() => {
    document.title = 'Tartalom – Háttériroda';
  }, []);
  return (
    <section aria-labelledby="content-title">
      <h1 id="content-title">Tartalom</h1>
      <nav aria-label="Tartalomtípusok" className="admin__subnav">
        {SECTIONS.map((s) => (
          <NavLink key={s.path} to={`/admin/tartalom/${s.path}`}>
            {s.label}
          </NavLink>
        ))}
      </nav>
      {routes}
    </section>
  );
}
