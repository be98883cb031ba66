import { useState } from 'react';
import type { AdminPopup } from '@common/api/admin-content.schema';
import { ContentForm, type FieldSpec, type FieldValues } from './content-form';
import {
  errorMessage,
  useAdminOfferQuery,
  useAdminPopupQuery,
  useSaveOfferMutation,
  useSavePopupMutation,
} from './content-admin.api';

const POPUP_FIELDS: FieldSpec[] = [
  { name: 'title', label: 'Cím', kind: 'text', required: true },
  { name: 'content', label: 'Szöveg', kind: 'html' },
  { name: 'active', label: 'Aktív (megjelenik a boltban)', kind: 'checkbox' },
];

const OFFER_FIELDS: FieldSpec[] = [
  { name: 'title', label: 'Cím', kind: 'text', required: true },
  { name: 'content', label: 'Szöveg', kind: 'html' },
  { name: 'url', label: 'Hivatkozás', kind: 'address', hint: '/akciok/ vagy https://…' },
  { name: 'img', label: 'Kép címe', kind: 'address', hint: '/media/… vagy https://…' },
  { name: 'active', label: 'Aktív (megjelenik a nyitóoldalon)', kind: 'checkbox' },
];

/** The announcement popup: a changing save gets a new alias, so shoppers who closed it see it again. */
export function PopupEditor() {
  const { data, isLoading } = useAdminPopupQuery();
  const [save] = useSavePopupMutation();
  const [saved, setSaved] = useState<AdminPopup | null>(null);
  if (isLoading || !data) return <p>Betöltés…</p>;
  const current = saved ?? data;
  return (
    <>
      <p>
        {current.alias
          ? `Azonosító: ${current.alias}. Ha a címet vagy a szöveget módosítja, vagy újra bekapcsolja, új azonosítót kap, és az is újra látja, aki a régit bezárta.`
          : 'Még nincs felhívás.'}
      </p>
      <ContentForm
        fields={POPUP_FIELDS}
        initial={{ title: data.title, content: data.content, active: data.active }}
        submitLabel="Felhívás mentése"
        onSubmit={async (values: FieldValues) => {
          const res = await save({
            title: String(values.title),
            content: String(values.content),
            active: values.active === true,
          });
          if (!res.data) return errorMessage(res.error);
          setSaved(res.data);
          return { title: res.data.title, content: res.data.content, active: res.data.active };
        }}
      />
    </>
  );
}

export function OfferEditor() {
  const { data, isLoading } = useAdminOfferQuery();
  const [save] = useSaveOfferMutation();
  if (isLoading || !data) return <p>Betöltés…</p>;
  return (
    <ContentForm
      fields={OFFER_FIELDS}
      initial={data}
      submitLabel="Ajánlat mentése"
      onSubmit={async (values) => {
        const res = await save({
          title: String(values.title),
          content: String(values.content),
          url: String(values.url),
          img: String(values.img),
          active: values.active === true,
        });
        return res.data ?? errorMessage(res.error);
      }}
    />
  );
}
