import { type ChangeEvent, useState, useSyncExternalStore } from 'react';
import { useAppDispatch, useAppSelector } from '@client/domains/store-hooks';
import { supportStateImported } from '../support-import';
import { stateFileText, stateFromExportFile } from './support-file';
import type { QaRecorder } from './qa-recorder';
import './qa-panel.css';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);

/**
 * The support and QA panel (only with ?qa=1): records the action log, saves it in Redux DevTools'
 * format, saves the current state for support, and loads a customer's saved state.
 */
export default function QaPanel({ recorder }: { recorder: QaRecorder }) {
  const dispatch = useAppDispatch();
  const state = useAppSelector((s) => s);
  const count = useSyncExternalStore(
    (listener) => recorder.subscribe(listener),
    () => recorder.count,
  );
  const [open, setOpen] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      dispatch(supportStateImported(stateFromExportFile(await file.text())));
      setError(null);
    } catch (e) {
      setError(e instanceof SyntaxError ? 'A fájl nem olvasható JSON.' : (e as Error).message);
    }
    event.target.value = '';
  };

  return (
    <aside className="qa-panel" aria-label="Támogatási és QA panel">
      <button
        type="button"
        className="qa-panel__toggle"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        QA-felvétel: {count} művelet
      </button>
      {open ? (
        <div className="qa-panel__body">
          <button
            type="button"
            onClick={() => download(`qa-naplo-${stamp()}.json`, recorder.exportDevToolsFile())}
          >
            Napló letöltése (Redux DevTools)
          </button>
          <button
            type="button"
            onClick={() => download(`allapot-${stamp()}.json`, stateFileText(state))}
          >
            Állapot letöltése
          </button>
          <label className="qa-panel__file">
            Állapot betöltése
            <input type="file" accept="application/json,.json" onChange={load} />
          </label>
          <button type="button" onClick={() => recorder.start()}>
            Felvétel újrakezdése
          </button>
          {error ? (
            <p role="alert" className="qa-panel__error">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </aside>
  );
}
