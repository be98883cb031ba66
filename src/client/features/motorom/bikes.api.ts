import type { BikeData, NamedItem } from '@common/api/bikes.schema';
import { baseApi } from '@client/api/base-api';

export interface ConstructionArgs {
  manufacturer: number;
  construction: number;
}

export interface TypeArgs extends ConstructionArgs {
  capacity: number;
}

/** The six finder calls of spec section 7 (`/api/motorom/...`). All are plain GETs without a token. */
export const bikesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getManufacturers: build.query<NamedItem[], void>({
      query: () => '/motorom/gyartok',
      providesTags: [{ type: 'Bike', id: 'LIST' }],
    }),
    getConstructions: build.query<NamedItem[], number>({
      query: (manufacturer) => `/motorom/felepitesek/${manufacturer}`,
      providesTags: [{ type: 'Bike', id: 'LIST' }],
    }),
    getCapacities: build.query<number[], ConstructionArgs>({
      query: ({ manufacturer, construction }) =>
        `/motorom/hengerurtartalmak/${manufacturer}/${construction}`,
      providesTags: [{ type: 'Bike', id: 'LIST' }],
    }),
    getTypes: build.query<NamedItem[], TypeArgs>({
      query: ({ manufacturer, construction, capacity }) =>
        `/motorom/tipusok/${manufacturer}/${construction}/${capacity}`,
      providesTags: [{ type: 'Bike', id: 'LIST' }],
    }),
    searchTypes: build.query<NamedItem[], string>({
      query: (text) => `/motorom/tipusokByInput/${encodeURIComponent(text)}`,
      providesTags: [{ type: 'Bike', id: 'LIST' }],
    }),
    getBikeData: build.query<BikeData, number>({
      query: (type) => `/motorom/adatok/${type}`,
      providesTags: (_result, _error, type) => [{ type: 'Bike', id: type }],
    }),
  }),
});

export const {
  useGetManufacturersQuery,
  useGetConstructionsQuery,
  useGetCapacitiesQuery,
  useGetTypesQuery,
  useSearchTypesQuery,
  useGetBikeDataQuery,
} = bikesApi;
