import { Suspense, lazy } from 'react';
import { Loader } from '@client/components/loader';
import { usePageTitle } from '@client/components/use-page-title';
import { BikeFinder } from '@client/features/motorom/bike-finder';
import { selectChosenBikeId } from '@client/domains/bike/motorom.slice';
import { useAppSelector } from '@client/domains/store-hooks';

// The list comes only once a bike is chosen: its code loads then, not with the finder (first-load budget).
const ProductListView = lazy(() =>
  import(
    /* webpackChunkName: "product-list-view" */ '@client/features/catalog/product-list-view'
  ).then((m) => ({ default: m.ProductListView })),
);

/**
 * 'Motorom' (/alkatresz-kereso/...): the bike finder, and below it the parts that fit the chosen bike.
 * Without a bike there is no list on purpose: a parts list here would look like "parts for my bike"
 * while most of it would not fit, so the shopper is asked to choose the bike first.
 */
export default function PartsFinderScreen() {
  usePageTitle('Motorom');
  const bikeId = useAppSelector(selectChosenBikeId);

  return (
    <div className="container parts-finder">
      <div className="page-heading">
        <h1>Motorom</h1>
        <p className="parts-finder__intro">
          Add meg a motorod, és csak azokat az alkatrészeket és kiegészítőket mutatjuk, amelyek
          illenek hozzá.
        </p>
      </div>
      <BikeFinder />
      {bikeId === null ? (
        <section className="parts-finder__prompt" aria-labelledby="parts-finder-prompt">
          <h2 id="parts-finder-prompt">Melyik motorhoz keresel alkatrészt?</h2>
          <p>
            Válaszd ki fent a motorod gyártóját, felépítését, hengerűrtartalmát és típusát, vagy írd
            be a típusát.
          </p>
        </section>
      ) : (
        <Suspense fallback={<Loader />}>
          <ProductListView
            sectionName="A motorodhoz illő alkatrészek"
            forBike={bikeId}
            headingLevel={2}
            title="Motorom"
          />
        </Suspense>
      )}
    </div>
  );
}
