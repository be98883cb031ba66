/**
 * Every RTK Query endpoint of the shop, for replaying logs outside the browser (`npm run replay`, the
 * replay tests): the api reducer needs an endpoint's definition to apply its actions, and in the app
 * each feature injects its endpoints only when its screen loads. Add a new *.api.ts file here.
 */
import '@client/app/support-view/support-view.api';
import '@client/domains/bike/garage.api';
import '@client/domains/cart/cart.api';
import '@client/domains/cart/reorder.api';
import '@client/domains/session/auth.api';
import '@client/domains/wishlist/wishlist.api';
import '@client/features/auth/account.api';
import '@client/features/cart/pickup.api';
import '@client/features/catalog/catalog.api';
import '@client/features/catalog/suggest.api';
import '@client/features/content/content.api';
import '@client/features/home/home.api';
import '@client/features/motorom/bikes.api';
import '@client/features/product/back-in-stock/back-in-stock.api';
import '@client/features/product/product.api';
import '@client/features/product/size-advisor/size-advisor.api';
