import type { BikeData, NamedItem } from '@common/api/bikes.schema';
import type { Licence } from '@common/licence';
import { baseApi } from '@client/api/base-api';

/** Issue 20: every finder list may be limited to the types a licence category allows. */
export interface LicenceArgs {
  licence?: Licence;
}

export interface ManufacturerArgs extends LicenceArgs {
  manufacturer: number;
}

export interface ConstructionArgs extends ManufacturerArgs {
  construction: number;
}

export interface TypeArgs extends ConstructionArgs {
  capacity: number;
}

export interface TypeTextArgs extends LicenceArgs {
  text: string;
}

/** `?jogositvany=` when a licence is chosen; the spec's plain address otherwise. */
const withLicence = (url: string, licence: Licence | undefined) =>
  licence ? `${url}?jogositvany=${licence}` : url;

/** The six finder calls of spec section 7 (`/api/motorom/...`). All are plain GETs without a token. */
export const bikesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getManufacturers: build.query<NamedItem[], LicenceArgs | void>({
      query: (args) => withLicence('/motorom/gyartok', args?.licence),
      providesTags: [{ type: 'Bike', id: 'LIST' }],
    }),
    getConstructions: build.query<NamedItem[], ManufacturerArgs>({
      query: ({ manufacturer, licence }) =>
        withLicence(`/motorom/felepitesek/${manufacturer}`, licence),
      providesTags: [{ type: 'Bike', id: 'LIST' }],
    }),
    getCapacities: build.query<number[], ConstructionArgs>({
      query: ({ manufacturer, construction, licence }) =>
        withLicence(`/motorom/hengerurtartalmak/${manufacturer}/${construction}`, licence),
      providesTags: [{ type: 'Bike', id: 'LIST' }],
    }),
    getTypes: build.query<NamedItem[], TypeArgs>({
      query: ({ manufacturer, construction, capacity, licence }) =>
        withLicence(`/motorom/tipusok/${manufacturer}/${construction}/${capacity}`, licence),
      providesTags: [{ type: 'Bike', id: 'LIST' }],
    }),
    searchTypes: build.query<NamedItem[], TypeTextArgs>({
      query: ({ text, licence }) =>
        withLicence(`/motorom/tipusokByInput/${encodeURIComponent(text)}`, licence),
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
