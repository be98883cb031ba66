import { useSearchParams } from 'react-router-dom';
import { LICENCES, LICENCE_LABELS, type Licence, isLicence } from '@common/licence';

/** The address's name of the licence choice, as the server's finder lists take it. */
export const LICENCE_PARAM = 'jogositvany';

/** The licence category in the address (`?jogositvany=A2`), or undefined for any (or a mistyped) one. */
export function useLicence(): Licence | undefined {
  const [params] = useSearchParams();
  const value = params.get(LICENCE_PARAM);
  return isLicence(value) ? value : undefined;
}

/**
 * Issue 20: "Jogosítvány" in the finder. The choice lives in the address, so a shared or reloaded
 * link lists the same bikes; every step of both finder modes lists only what that licence allows.
 */
export function LicenceSelect() {
  const [params, setParams] = useSearchParams();
  const licence = useLicence();
  return (
    <div className="field bike-finder__field bike-finder__licence">
      <label htmlFor="motorom-jogositvany">Jogosítvány</label>
      <select
        id="motorom-jogositvany"
        value={licence ?? ''}
        aria-describedby="motorom-jogositvany-hint"
        onChange={(event) => {
          const next = new URLSearchParams(params);
          if (isLicence(event.target.value)) next.set(LICENCE_PARAM, event.target.value);
          else next.delete(LICENCE_PARAM);
          setParams(next);
        }}
      >
        <option value="">Bármelyik</option>
        {LICENCES.map((l) => (
          <option key={l} value={l}>
            {LICENCE_LABELS[l]}
          </option>
        ))}
      </select>
      <span id="motorom-jogositvany-hint" className="bike-finder__hint">
        Csak azokat a motorokat listázzuk, amelyeket ezzel a jogosítvánnyal vezethetsz.
      </span>
    </div>
  );
}
