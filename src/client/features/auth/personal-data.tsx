import { useState } from 'react';
import { apiErrorMessage } from '@client/api/api-error';
import { messageShown } from '@client/domains/messages/ui.slice';
import { ModalDialog } from '@client/components/modal-dialog';
import { useAppDispatch } from '@client/domains/store-hooks';
import { useAccountDeleteMutation, useAccountExportMutation } from './account.api';
import { logoutRequested } from '@client/domains/session/auth.slice';
import { ACCOUNT_DELETED_MESSAGE, personalDataFailedMessage } from './personal-data-messages';

type Asking = 'export' | 'delete' | null;

/** 'Adataim': the customer's data as a file, and the deletion of the account, each confirmed first. */
export function PersonalData() {
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState<Asking>(null);
  const [exportAccount, exporting] = useAccountExportMutation();
  const [deleteAccount, deleting] = useAccountDeleteMutation();

  const download = async () => {
    const result = await exportAccount();
    setAsking(null);
    if (result.error)
      dispatch(messageShown(personalDataFailedMessage(apiErrorMessage(result.error))));
  };
  const remove = async () => {
    const result = await deleteAccount();
    setAsking(null);
    if (result.error || !result.data.status) {
      dispatch(messageShown(personalDataFailedMessage(apiErrorMessage(result.error))));
      return;
    }
    dispatch(messageShown(ACCOUNT_DELETED_MESSAGE));
    dispatch(logoutRequested());
  };

  return (
    <section className="personal-data" aria-labelledby="personal-data-title">
      <h2 id="personal-data-title">Adataim</h2>
      <p>
        Letöltheti mindazt, amit a webáruház Önről tárol, vagy törölheti a fiókját. A leadott
        rendelések számlázási adatait a számviteli törvény miatt megőrizzük, a többi személyes
        adatot töröljük.
      </p>
      <div className="account-form__actions">
        <button type="button" className="button" onClick={() => setAsking('export')}>
          Adataim letöltése
        </button>
        <button type="button" className="button button--danger" onClick={() => setAsking('delete')}>
          Fiók törlése
        </button>
      </div>
      {asking === 'export' ? (
        <ModalDialog title="Adataim letöltése" buttonText="Mégse" onClose={() => setAsking(null)}>
          <p>
            Egy JSON fájlt töltünk le, benne a fiókja, a címei, a kosarai, a rendelései, a
            hozzájárulásai és a kapott e-mailek adataival.
          </p>
          <ConfirmButton text="Letöltés" onClick={download} busy={exporting.isLoading} />
        </ModalDialog>
      ) : null}
      {asking === 'delete' ? (
        <ModalDialog
          title="Biztosan törli a fiókját?"
          role="alertdialog"
          className="modal--alert"
          buttonText="Mégse"
          onClose={() => setAsking(null)}
        >
          <p>
            A fiókját, a profiladatait, a kosarait és a belépéseit véglegesen töröljük; ez nem
            vonható vissza. A rendelései a számlázási adatokkal megmaradnak (ezt a számviteli
            törvény írja elő), az e-mail-címe, telefonszáma és szállítási címe nélkül.
          </p>
          <ConfirmButton
            text="Fiók végleges törlése"
            onClick={remove}
            busy={deleting.isLoading}
            danger
          />
        </ModalDialog>
      ) : null}
    </section>
  );
}

/**
 * The confirming action inside the shared modal: the modal's own button ('Mégse') closes it and gets
 * the focus first, so Enter or Escape never confirms by accident.
 */
function ConfirmButton(props: {
  text: string;
  onClick: () => void;
  busy: boolean;
  danger?: boolean;
}) {
  return (
    <p className="modal__confirm">
      <button
        type="button"
        className={props.danger ? 'button button--danger' : 'button button--primary'}
        onClick={props.onClick}
        disabled={props.busy}
      >
        {props.text}
      </button>
    </p>
  );
}
