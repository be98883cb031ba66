import type { PickupCarrierInfo, PickupPoint } from '@common/api/pickup.schema';
import type { PickupCarrier } from '@common/pickup';
import { baseApi } from '@client/api/base-api';

/**
 * Pickup points: the carriers offered (step 1 shows their fees) and the point search (step 2); only
 * the checkout screens ask for them.
 */
export const pickupApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPickupCarriers: build.query<PickupCarrierInfo[], void>({
      query: () => '/pickupCarriers',
    }),
    searchPickupPoints: build.query<PickupPoint[], { carrier: PickupCarrier; q: string }>({
      query: ({ carrier, q }) => ({ url: '/pickupPoints', params: { carrier, q } }),
    }),
  }),
});

export const { useGetPickupCarriersQuery, useSearchPickupPointsQuery } = pickupApi;
