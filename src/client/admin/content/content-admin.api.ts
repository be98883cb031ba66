import type {
  AdminBlogPost,
  AdminOffer,
  AdminPage,
  AdminPartner,
  AdminPopup,
  AdminSlide,
  BlogPostInput,
  OfferInput,
  PageInput,
  PartnerInput,
  PopupInput,
  SlideInput,
} from '@common/api/admin-content.schema';
import { adminBaseApi } from '../admin-base-api';

/** The content kinds edited as lists, by their address under /api/admin/content. */
export type ContentListKind = 'slides' | 'partners' | 'pages' | 'blog';

export interface ContentListTypes {
  slides: { item: AdminSlide; input: SlideInput };
  partners: { item: AdminPartner; input: PartnerInput };
  pages: { item: AdminPage; input: PageInput };
  blog: { item: AdminBlogPost; input: BlogPostInput };
}

type AnyItem = ContentListTypes[ContentListKind]['item'];
type AnyInput = ContentListTypes[ContentListKind]['input'];

/** The back office's content calls (docs/back-office.md, "Content"); admins only. */
export const contentAdminApi = adminBaseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadContentImage: build.mutation<{ url: string }, ArrayBuffer>({
      query: (file) => ({
        url: '/admin/content/images',
        method: 'POST',
        // The bytes as they are: the server finds out from them what the file is.
        body: file,
        headers: { 'Content-Type': 'application/octet-stream' },
      }),
    }),
    adminPopup: build.query<AdminPopup, void>({
      query: () => ({ url: '/admin/content/popup' }),
      providesTags: [{ type: 'AdminContent', id: 'popup' }],
      keepUnusedDataFor: 0,
    }),
    savePopup: build.mutation<AdminPopup, PopupInput>({
      query: (body) => ({
        url: '/admin/content/popup',
        method: 'PUT',
        body,
      }),
      invalidatesTags: [{ type: 'AdminContent', id: 'popup' }],
    }),
    adminOffer: build.query<AdminOffer, void>({
      query: () => ({ url: '/admin/content/offer' }),
      providesTags: [{ type: 'AdminContent', id: 'offer' }],
      keepUnusedDataFor: 0,
    }),
    saveOffer: build.mutation<AdminOffer, OfferInput>({
      query: (body) => ({
        url: '/admin/content/offer',
        method: 'PUT',
        body,
      }),
      invalidatesTags: [{ type: 'AdminContent', id: 'offer' }],
    }),
    contentList: build.query<AnyItem[], ContentListKind>({
      query: (kind) => ({ url: `/admin/content/${kind}` }),
      providesTags: (_r, _e, kind) => [{ type: 'AdminContent', id: kind }],
      keepUnusedDataFor: 0,
    }),
    saveContentItem: build.mutation<
      AnyItem,
      { kind: ContentListKind; id: number | null; input: AnyInput }
    >({
      query: ({ kind, id, input }) => ({
        url: id ? `/admin/content/${kind}/${id}` : `/admin/content/${kind}`,
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
      invalidatesTags: (_r, _e, { kind }) => [{ type: 'AdminContent', id: kind }],
    }),
    deleteContentItem: build.mutation<{ status: 1 }, { kind: ContentListKind; id: number }>({
      query: ({ kind, id }) => ({
        url: `/admin/content/${kind}/${id}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { kind }) => [{ type: 'AdminContent', id: kind }],
    }),
  }),
});

export const {
  useAdminPopupQuery,
  useSavePopupMutation,
  useAdminOfferQuery,
  useSaveOfferMutation,
  useContentListQuery,
  useSaveContentItemMutation,
  useDeleteContentItemMutation,
  useUploadContentImageMutation,
} = contentAdminApi;

/** The Hungarian message of a refused call ({ message } from the server), or a general one. */
export function errorMessage(error: unknown): string {
  const data = (error as { data?: { message?: unknown } }).data;
  return typeof data?.message === 'string'
    ? data.message
    : 'A mentés nem sikerült. Kérjük, próbálja újra.';
}
