import { type Static, Type } from '@sinclair/typebox';

export const SliderSchema = Type.Object({ id: Type.Integer(), src: Type.String() });
export type Slider = Static<typeof SliderSchema>;

/** `{}` when there is no current offer. */
export const CurrentOfferSchema = Type.Object({
  url: Type.Optional(Type.String()),
  title: Type.Optional(Type.String()),
  content: Type.Optional(Type.String()),
  img: Type.Optional(Type.String()),
});
export type CurrentOffer = Static<typeof CurrentOfferSchema>;

export const PageLinkSchema = Type.Object({ alias: Type.String(), title: Type.String() });
export type PageLink = Static<typeof PageLinkSchema>;

/** `{}` when not found (spec). */
export const PageSchema = Type.Object({
  alias: Type.Optional(Type.String()),
  title: Type.Optional(Type.String()),
  content: Type.Optional(Type.String()),
  children: Type.Optional(Type.Array(PageLinkSchema)),
});
export type Page = Static<typeof PageSchema>;

export const BlogItemSchema = Type.Object({
  id: Type.Integer(),
  alias: Type.String(),
  title: Type.String(),
  created_at: Type.String(),
  excerpt: Type.String(),
});
export type BlogItem = Static<typeof BlogItemSchema>;

export const BlogArticleSchema = Type.Object({
  id: Type.Integer(),
  alias: Type.String(),
  title: Type.String(),
  created_at: Type.String(),
  content: Type.String(),
});
export type BlogArticle = Static<typeof BlogArticleSchema>;

export const PopupSchema = Type.Object({
  alias: Type.String(),
  active: Type.Boolean(),
  title: Type.String(),
  content: Type.String(),
});
export type Popup = Static<typeof PopupSchema>;

export const PartnerSchema = Type.Object({
  name: Type.String(),
  url: Type.String(),
  logo: Type.String(),
});
export type Partner = Static<typeof PartnerSchema>;

/** Shop-wide settings the SPA shows (brand, phone, social links), from GET /api/shopInfo. */
export const ShopInfoSchema = Type.Object({
  brandName: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  socialLinks: Type.Array(Type.Object({ name: Type.String(), url: Type.String() })),
  mapEmbedUrl: Type.String(),
  /** Addresses of the privacy statement and the terms documents, fetched by GET and injected sanitized. */
  legalDocuments: Type.Object({ privacy: Type.String(), terms: Type.Array(Type.String()) }),
  /** The GA4 measurement id when analytics is configured: the consent banner shows only then. */
  analyticsId: Type.Optional(Type.String()),
});
export type ShopInfo = Static<typeof ShopInfoSchema>;
