import type { CurrentOffer, Partner, Slider } from '@common/api/content.schema';
import { baseApi } from '@client/api/base-api';

/** The home page's content calls: slideshow, current offer and partner logos (API.md catalogue). */
export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    slidersToFrontPage: build.query<Slider[], void>({
      query: () => '/slidersToFrontPage',
      providesTags: [{ type: 'Content', id: 'sliders' }],
    }),
    getAktualis: build.query<CurrentOffer, void>({
      query: () => '/getAktualis',
      providesTags: [{ type: 'Content', id: 'aktualis' }],
    }),
    partners: build.query<Partner[], void>({
      query: () => '/partners',
      providesTags: [{ type: 'Content', id: 'partners' }],
    }),
  }),
});

export const { useSlidersToFrontPageQuery, useGetAktualisQuery, usePartnersQuery } = homeApi;
