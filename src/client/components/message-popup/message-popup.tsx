import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { Price } from '../price';
import { messageClosed, selectMessage, type UiState } from './ui.slice';

/** The generic message popup: a modal dialog whose button closes it or leads to its redirect. */
export function MessagePopup() {
  const message = useSelector((state: { ui: UiState }) => selectMessage(state));
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const lastFocus = useRef<Element | null>(null);

  useEffect(() => {
    if (!message) return;
    lastFocus.current = document.activeElement;
    buttonRef.current?.focus();
    return () => {
      if (lastFocus.current instanceof HTMLElement) lastFocus.current.focus();
    };
  }, [message]);

  if (!message) return null;
  const close = () => {
    dispatch(messageClosed());
    if (message.redirect) navigate(message.redirect);
  };
  return (
    <div className="modal-backdrop" onKeyDown={(e) => e.key === 'Escape' && close()}>
      <div
        className={`modal modal--${message.className}`}
        role={message.className === 'alert' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby="message-popup-title"
        aria-describedby="message-popup-content"
      >
        <h2 id="message-popup-title" className="modal__title">
          {message.title}
        </h2>
        <div id="message-popup-content" className="modal__content">
          {message.image ? (
            <img className="modal__image" src={message.image} alt="" width={96} height={96} />
          ) : null}
          {message.content.split('\n').map((line, i) => (
            <p key={i}>{line}</p>
          ))}
          {message.price ? (
            <p className="modal__price">
              {message.price.quantity} x <Price value={message.price.value} />
            </p>
          ) : null}
        </div>
        <button ref={buttonRef} type="button" className="button button--primary" onClick={close}>
          {message.buttonText}
        </button>
      </div>
    </div>
  );
}
