import type {
  AdminBikeType,
  AdminBikeTypeList,
  AdminCategoryList,
  AdminProduct,
  AdminProductList,
  AdminProductListQuery,
  BikeTypeFields,
  CategoryFields,
  ProductFields,
  VariantFields,
} from '@common/api/admin-catalogue.schema';
import { adminBaseApi } from './admin-base-api';
import { orderQueryString } from './admin.api';

/** Catalogue editing calls (docs/back-office.md, "Catalogue editing"); admins only. */

const upload = (file: ArrayBuffer) => ({
  method: 'POST',
  // The bytes as they are: the server finds out from them what the file is.
  body: file,
  headers: { 'Content-Type': 'application/octet-stream' },
});

type ProductTag = { type: 'AdminProduct'; id: number | 'LIST' };
const productTags = (id: number): ProductTag[] => [
  { type: 'AdminProduct', id },
  { type: 'AdminProduct', id: 'LIST' },
];

export const catalogueEditorApi = adminBaseApi.injectEndpoints({
  endpoints: (build) => ({
    adminProducts: build.query<AdminProductList, AdminProductListQuery>({
      query: (query) => ({
        url: `/admin/catalogue/products${orderQueryString(query)}`,
      }),
      providesTags: [{ type: 'AdminProduct', id: 'LIST' }],
      keepUnusedDataFor: 0,
    }),
    adminProduct: build.query<AdminProduct, number>({
      query: (id) => ({ url: `/admin/catalogue/products/${id}` }),
      providesTags: (_r, _e, id) => [{ type: 'AdminProduct', id }],
      keepUnusedDataFor: 0,
    }),
    createProduct: build.mutation<AdminProduct, ProductFields>({
      query: (body) => ({
        url: '/admin/catalogue/products',
        method: 'POST',
        body,
      }),
      invalidatesTags: [{ type: 'AdminProduct', id: 'LIST' }],
    }),
    updateProduct: build.mutation<AdminProduct, { id: number; fields: ProductFields }>({
      query: ({ id, fields }) => ({
        url: `/admin/catalogue/products/${id}`,
        method: 'PUT',
        body: fields,
      }),
      invalidatesTags: (_r, _e, { id }) => productTags(id),
    }),
    publishProduct: build.mutation<AdminProduct, { id: number; active: boolean }>({
      query: ({ id, active }) => ({
        url: `/admin/catalogue/products/${id}/publish`,
        method: 'POST',
        body: { active },
      }),
      invalidatesTags: (_r, _e, { id }) => productTags(id),
    }),
    saveVariant: build.mutation<
      AdminProduct,
      { productId: number; variantId: number | null; fields: VariantFields }
    >({
      query: ({ productId, variantId, fields }) => ({
        url:
          variantId === null
            ? `/admin/catalogue/products/${productId}/variants`
            : `/admin/catalogue/variants/${variantId}`,
        method: variantId === null ? 'POST' : 'PUT',
        body: fields,
      }),
      invalidatesTags: (_r, _e, { productId }) => productTags(productId),
    }),
    deleteVariant: build.mutation<AdminProduct, { productId: number; variantId: number }>({
      query: ({ variantId }) => ({
        url: `/admin/catalogue/variants/${variantId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { productId }) => productTags(productId),
    }),
    uploadProductImage: build.mutation<AdminProduct, { productId: number; file: ArrayBuffer }>({
      query: ({ productId, file }) => ({
        url: `/admin/catalogue/products/${productId}/images`,
        ...upload(file),
      }),
      invalidatesTags: (_r, _e, { productId }) => productTags(productId),
    }),
    orderProductImages: build.mutation<AdminProduct, { productId: number; ids: number[] }>({
      query: ({ productId, ids }) => ({
        url: `/admin/catalogue/products/${productId}/images`,
        method: 'PUT',
        body: { ids },
      }),
      invalidatesTags: (_r, _e, { productId }) => productTags(productId),
    }),
    removeProductFile: build.mutation<
      AdminProduct,
      { productId: number; kind: 'images' | 'downloads'; id: number }
    >({
      query: ({ kind, id }) => ({
        url: `/admin/catalogue/${kind}/${id}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { productId }) => productTags(productId),
    }),
    uploadProductDownload: build.mutation<
      AdminProduct,
      { productId: number; name: string; file: ArrayBuffer }
    >({
      query: ({ productId, name, file }) => ({
        url: `/admin/catalogue/products/${productId}/downloads?name=${encodeURIComponent(name)}`,
        ...upload(file),
      }),
      invalidatesTags: (_r, _e, { productId }) => productTags(productId),
    }),
    adminCategories: build.query<AdminCategoryList, void>({
      query: () => ({ url: '/admin/catalogue/categories' }),
      providesTags: [{ type: 'AdminCategory', id: 'LIST' }],
    }),
    saveCategory: build.mutation<AdminCategoryList, { id: number | null; fields: CategoryFields }>({
      query: ({ id, fields }) => ({
        url: id === null ? '/admin/catalogue/categories' : `/admin/catalogue/categories/${id}`,
        method: id === null ? 'POST' : 'PUT',
        body: fields,
      }),
      invalidatesTags: [{ type: 'AdminCategory', id: 'LIST' }],
    }),
    orderCategories: build.mutation<AdminCategoryList, number[]>({
      query: (ids) => ({
        url: '/admin/catalogue/category-order',
        method: 'PUT',
        body: { ids },
      }),
      invalidatesTags: [{ type: 'AdminCategory', id: 'LIST' }],
    }),
    deleteCategory: build.mutation<AdminCategoryList, number>({
      query: (id) => ({
        url: `/admin/catalogue/categories/${id}`,
        method: 'DELETE',
      }),
      invalidatesTags: [{ type: 'AdminCategory', id: 'LIST' }],
    }),
    adminBikeTypes: build.query<AdminBikeTypeList, { q?: string; page?: number }>({
      query: (query) => ({
        url: `/admin/catalogue/bike-types${orderQueryString(query)}`,
      }),
      providesTags: [{ type: 'AdminBikeType', id: 'LIST' }],
      keepUnusedDataFor: 0,
    }),
    saveBikeType: build.mutation<AdminBikeType, { id: number | null; fields: BikeTypeFields }>({
      query: ({ id, fields }) => ({
        url: id === null ? '/admin/catalogue/bike-types' : `/admin/catalogue/bike-types/${id}`,
        method: id === null ? 'POST' : 'PUT',
        body: fields,
      }),
      invalidatesTags: [{ type: 'AdminBikeType', id: 'LIST' }],
    }),
    uploadBikeTypePicture: build.mutation<AdminBikeType, { id: number; file: ArrayBuffer }>({
      query: ({ id, file }) => ({
        url: `/admin/catalogue/bike-types/${id}/picture`,
        ...upload(file),
      }),
      invalidatesTags: [{ type: 'AdminBikeType', id: 'LIST' }],
    }),
    deleteBikeType: build.mutation<{ status: 1 }, number>({
      query: (id) => ({
        url: `/admin/catalogue/bike-types/${id}`,
        method: 'DELETE',
      }),
      invalidatesTags: [{ type: 'AdminBikeType', id: 'LIST' }],
    }),
  }),
});

export const {
  useAdminProductsQuery,
  useAdminProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  usePublishProductMutation,
  useSaveVariantMutation,
  useUploadProductImageMutation,
  useOrderProductImagesMutation,
  useRemoveProductFileMutation,
  useUploadProductDownloadMutation,
  useAdminCategoriesQuery,
  useSaveCategoryMutation,
  useOrderCategoriesMutation,
  useAdminBikeTypesQuery,
  useSaveBikeTypeMutation,
  useUploadBikeTypePictureMutation,
  useDeleteVariantMutation,
  useDeleteCategoryMutation,
  useDeleteBikeTypeMutation,
} = catalogueEditorApi;
