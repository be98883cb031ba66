import { useDeferredValue } from 'react';
import { useParams } from 'react-router-dom';
import type { ScreenPrefetch } from '@client/domains/navigation/screen-prefetch';
import { usePageTitle } from '@client/components/use-page-title';
import { BackToList } from './components/back-to-list';
import { ProductView } from './components/product-view';
import { productApi, useProductByAliasQuery } from './product.api';
import { productName } from './variants';
import './product.css';

/** The product's answer, asked while the shop starts: its picture is the page's largest. */
export const prefetch: ScreenPrefetch = ({ alias }, dispatch) => {
  if (alias) void dispatch(productApi.util.prefetch('productByAlias', alias, {}));
};

/** /termek/{alias}: the product page (spec section 2). */
export default function ProductScreen() {
  const { alias = '' } = useParams();
  const {
    currentData: product,
    isFetching,
    isError,
    refetch,
    error,
  } = useProductByAliasQuery(alias, { skip: !alias });
  usePageTitle(product ? productName(product) : isFetching ? null : 'Nem található termék');
  // The page is drawn in a transition (sliced, input goes first) once the answer is in: the store's
  // update itself renders synchronously, and the whole product view was one long task.
  const shown = useDeferredValue(product);

  const loading = (
    <div className="container product-page__state" role="status">
      <span className="loader__spinner" aria-hidden="true" />
      <p>Termék betöltése..</p>
    </div>
  );
  if (isFetching && !product) return loading;
  if (!product) {
    // Spec section 8: a failed load empties the data, so the shopper sees the not-found text.
    const unreachable = isError && !(error && 'status' in error && error.status === 404);
    return (
      <>
        <BackToList alias={alias} />
        <div className="container product-page__state">
          <p className="product-page__missing">Nem található ilyen eladó termékünk..</p>
          {unreachable ? (
            <button type="button" className="button" onClick={() => void refetch()}>
              Újra próbálom
            </button>
          ) : null}
        </div>
      </>
    );
  }
  if (!shown) return loading;
  // A new product starts with its own variant choice and quantity.
  return (
    <>
      <BackToList alias={alias} />
      <ProductView key={shown.id} product={shown} />
    </>
  );
}
