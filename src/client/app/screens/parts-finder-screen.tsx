import { usePageTitle } from '@client/components/use-page-title';
import { ProductListView } from '@client/features/catalog/product-list-view';
import { BikeFinder } from '@client/features/motorom/bike-finder';
import { selectChosenBikeId } from '@client/shared/chosen-bike';
import { useAppSelector } from '../hooks';

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
        <ProductListView
          sectionName="A motorodhoz illő alkatrészek"
          forBike={bikeId}
          headingLevel={2}
          title="Motorom"
        />
      )}
    </div>
  );
}
