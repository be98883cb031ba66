import { useNavigate } from 'react-router-dom';
import { ModalDialog } from '@client/components/modal-dialog';
import { Price } from '@client/components/price';
import { ProductImage } from '@client/components/product-image/product-image';
import { useAppDispatch, useAppSelector } from '@client/domains/store-hooks';
import { messageClosed, selectMessage } from './ui.slice';

/** The generic message popup: a modal dialog whose button closes it or leads to its redirect. */
export function MessagePopup() {
  const message = useAppSelector(selectMessage);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  if (!message) return null;
  const close = () => {
    dispatch(messageClosed());
    if (message.redirect) navigate(message.redirect);
  };
  return (
    // A new message is a new dialog: it opens again and its button takes the focus.
    <ModalDialog
      key={`${message.title}|${message.content}`}
      title={message.title}
      buttonText={message.buttonText}
      onClose={close}
      role={message.className === 'alert' ? 'alertdialog' : 'dialog'}
      className={`modal--${message.className}`}
    >
      {message.image ? (
        <ProductImage
          className="modal__image"
          src={message.image}
          alt=""
          width={96}
          height={96}
          sizes="96px"
          priority
        />
      ) : null}
      {message.content.split('\n').map((line, i) => (
        <p key={i}>{line}</p>
      ))}
      {message.price ? (
        <p className="modal__price">
          {message.price.quantity} x <Price value={message.price.value} />
        </p>
      ) : null}
    </ModalDialog>
  );
}
