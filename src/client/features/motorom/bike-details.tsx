import { LazyHtmlContent } from '@client/components/lazy-html-content';
import { Loader } from '@client/components/loader';
import { useAppDispatch } from '@client/domains/store-hooks';
import { useGetBikeDataQuery } from './bikes.api';
import { GarageSave } from './garage-save';
import { choiceCleared } from '@client/domains/bike/motorom.slice';

/** The chosen bike: its picture and description, and a way to start over. */
export function BikeDetails({ typeId }: { typeId: number }) {
  const dispatch = useAppDispatch();
  const { currentData: bike, isFetching, isError } = useGetBikeDataQuery(typeId);
  const clear = (
    <button
      type="button"
      className="button bike-details__clear"
      onClick={() => dispatch(choiceCleared())}
    >
      Másik motor
    </button>
  );

  if (isFetching && !bike) return <Loader label="Motor adatainak betöltése…" />;
  if (isError || !bike) {
    return (
      <div className="bike-details bike-details--missing">
        <p>Ezt a motort most nem találjuk a listánkban. Kérjük, válaszd ki újra.</p>
        {clear}
      </div>
    );
  }
  return (
    <article className="bike-details" aria-labelledby="bike-details-title">
      {bike.img ? (
        <img
          className="bike-details__image"
          src={bike.img}
          alt={bike.name_en}
          width={480}
          height={320}
          loading="lazy"
        />
      ) : null}
      <div className="bike-details__body">
        <p className="bike-details__kicker">A te motorod</p>
        <h2 id="bike-details-title" className="bike-details__title">
          {bike.name_en}
        </h2>
        <LazyHtmlContent className="bike-details__content" html={bike.content} />
        <GarageSave bike={bike} />
        {clear}
      </div>
    </article>
  );
}
