import type {
  AuthResponse,
  LoginRequest,
  MessageResponse,
  PasswordFindResponse,
  PasswordResetRequest,
  PasswordResetResponse,
  RegisterRequest,
  SaveUserDataRequest,
  StatusResponse,
  UserDataResponse,
} from '@common/api/accounts.schema';
import { baseApi } from '@client/api/base-api';

/**
 * The account calls of spec section 7. The endpoint names are the ones base-query.ts sends the bearer
 * token on (login, logout, getUserData, saveUserData), so they must not be renamed.
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginRequest>({
      // A migrated account answers the plain text 'Old site data', so the body is read by its type.
      query: (body) => ({ url: '/login', method: 'POST', body, responseHandler: 'content-type' }),
    }),
    logout: build.mutation<StatusResponse, void>({
      query: () => ({ url: '/logout', method: 'GET' }),
    }),
    register: build.mutation<AuthResponse, RegisterRequest>({
      query: (body) => ({ url: '/register', method: 'POST', body }),
    }),
    requestPasswordReset: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: '/password/create', method: 'POST', body }),
    }),
    findPasswordReset: build.query<PasswordFindResponse, { token: string }>({
      query: ({ token }) => `/password/find/${encodeURIComponent(token)}`,
      // The reset token is a secret: it must not become a cache key that DevTools and QA exports show
      // (the argument's 'token' key is redacted there), so there is one entry, refetched per token.
      serializeQueryArgs: ({ endpointName }) => endpointName,
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.token !== previousArg?.token,
      keepUnusedDataFor: 0,
    }),
    resetPassword: build.mutation<PasswordResetResponse, PasswordResetRequest>({
      query: (body) => ({ url: '/password/reset', method: 'POST', body }),
    }),
    getUserData: build.query<UserDataResponse, void>({
      query: () => '/getUserData',
      providesTags: [{ type: 'User', id: 'ME' }],
      // Personal data: never kept for the next person who logs in on this browser.
      keepUnusedDataFor: 0,
    }),
    saveUserData: build.mutation<StatusResponse, SaveUserDataRequest>({
      query: (body) => ({ url: '/saveUserData', method: 'POST', body }),
      invalidatesTags: [{ type: 'User', id: 'ME' }],
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useRequestPasswordResetMutation,
  useFindPasswordResetQuery,
  useResetPasswordMutation,
  useGetUserDataQuery,
  useSaveUserDataMutation,
} = authApi;
