import { useEffect } from 'react';
import type { Product } from '@common/api/catalogue.schema';
import { pushAnalyticsEvent } from '@client/api/analytics';
import { useAppSelector } from '@client/domains/store-hooks';
import { FitMark, fitOf } from '@client/components/fit-mark/fit-mark';
import { WishlistToggle } from '@client/domains/wishlist/wishlist-toggle';
import { LazyHtmlContent } from '@client/components/lazy-html-content';
import { selectChosenBikeId, selectChosenBikeName } from '@client/domains/bike/motorom.slice';
import { fitsBike, hasFitmentData, productDetailName, productName } from '../variants';
import { DownloadsList } from './downloads-list';
import { ProductBuyBox } from './product-buy-box';
import { ProductGallery } from './product-gallery';
import { type TabDefinition, Tabs } from './tabs';
import { VariantsTable } from './variants-table';

/** GA4 view_item once per product shown (spec section 7). */
function useViewItemEvent(id: number, name: string, price: number) {
  useEffect(() => {
    pushAnalyticsEvent('view_item', {
      value: price,
      items: [{ item_id: String(id), item_name: name, price }],
    });
  }, [id, name, price]);
}

/** A loaded product: header, gallery, buy box and the tabs. */
export function ProductView({ product }: { product: Product }) {
  const bikeId = useAppSelector(selectChosenBikeId);
  const bikeName = useAppSelector(selectChosenBikeName);
  const name = productName(product);
  const detailName = productDetailName(product);
  useViewItemEvent(product.id, name, product.effectivePrice);
  const description = product.content_hu.trim() ? product.content_hu : product.content_en;

  const tabs: TabDefinition[] = [
    {
      key: 'description',
      title: 'Leírás',
      content: description.trim() ? (
        <LazyHtmlContent html={description} className="product-description" />
      ) : (
        <p className="muted">Ehhez a termékhez még nincs leírás.</p>
      ),
    },
    {
      key: 'variants',
      title: 'Elérhetőség, változatok',
      content: <VariantsTable product={product} bikeId={bikeId} />,
    },
  ];
  if (product.downloads.length > 0) {
    tabs.push({
      key: 'downloads',
      title: 'Letöltések',
      content: <DownloadsList downloads={product.downloads} />,
    });
  }

  return (
    <article className="product-page container">
      <header className="product-page__header">
        <h1 className="product-page__title">{name}</h1>
        <WishlistToggle productId={product.id} name={name} />
        {detailName ? <p className="product-page__detail">{detailName}</p> : null}
        <FitMark
          fit={fitOf(
            bikeId,
            hasFitmentData(product.variants),
            product.variants.some((v) => fitsBike(v, bikeId)),
          )}
        />
      </header>
      <div className="product-page__top">
        <ProductGallery images={product.images} name={name} />
        <ProductBuyBox product={product} bikeId={bikeId} bikeName={bikeName} />
      </div>
      <Tabs label="Termékinformációk" tabs={tabs} />
    </article>
  );
}
