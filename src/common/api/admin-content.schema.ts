import { type Static, Type } from '@sinclair/typebox';

/**
 * The back office's content calls (docs/back-office.md, "Content"): the announcement popup, home
 * slides, the current offer, partners, info pages and blog posts. Admins only. Every HTML field is
 * sanitized on save by the shop's allow-list sanitizer.
 */

const Title = Type.String({ minLength: 1, maxLength: 200 });
const Html = Type.String({ maxLength: 100_000 });
const Position = Type.Integer({ minimum: 0, maximum: 10_000 });
/** An address the shop links to or loads an image from: a path of the shop or an http(s) address. */
const Address = Type.String({ maxLength: 500, pattern: '^(/[^/\\\\]|https?://)' });
const OptionalAddress = Type.String({ maxLength: 500, pattern: '^$|^(/[^/\\\\]|https?://)' });
const Alias = Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' });
const DateText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const PopupInputSchema = Type.Object(
  { title: Title, content: Html, active: Type.Boolean() },
  { additionalProperties: false },
);
export type PopupInput = Static<typeof PopupInputSchema>;

export const AdminPopupSchema = Type.Object({
  /** Changes with every save that changes the announcement, so shoppers who closed it see it again. */
  alias: Type.String(),
  title: Type.String(),
  content: Type.String(),
  active: Type.Boolean(),
});
export type AdminPopup = Static<typeof AdminPopupSchema>;

export const OfferInputSchema = Type.Object(
  {
    title: Title,
    content: Html,
    url: OptionalAddress,
    img: OptionalAddress,
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type OfferInput = Static<typeof OfferInputSchema>;
export const AdminOfferSchema = OfferInputSchema;
export type AdminOffer = OfferInput;

export const SlideInputSchema = Type.Object(
  { src: Address, position: Position },
  { additionalProperties: false },
);
export type SlideInput = Static<typeof SlideInputSchema>;
export const AdminSlideSchema = Type.Object({
  id: Type.Integer(),
  src: Type.String(),
  position: Type.Integer(),
});
export type AdminSlide = Static<typeof AdminSlideSchema>;

export const PartnerInputSchema = Type.Object(
  { name: Title, url: OptionalAddress, logo: Address, position: Position },
  { additionalProperties: false },
);
export type PartnerInput = Static<typeof PartnerInputSchema>;
export const AdminPartnerSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String(),
  logo: Type.String(),
  position: Type.Integer(),
});
export type AdminPartner = Static<typeof AdminPartnerSchema>;

export const PageInputSchema = Type.Object(
  {
    alias: Alias,
    title: Title,
    content: Html,
    /** The parent info page (top-level pages only), or null for a top-level page. */
    parentId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
    position: Position,
  },
  { additionalProperties: false },
);
export type PageInput = Static<typeof PageInputSchema>;
export const AdminPageSchema = Type.Object({
  id: Type.Integer(),
  alias: Type.String(),
  title: Type.String(),
  content: Type.String(),
  parentId: Type.Union([Type.Integer(), Type.Null()]),
  position: Type.Integer(),
});
export type AdminPage = Static<typeof AdminPageSchema>;

export const BlogPostInputSchema = Type.Object(
  { alias: Alias, title: Title, date: DateText, excerpt: Html, content: Html },
  { additionalProperties: false },
);
export type BlogPostInput = Static<typeof BlogPostInputSchema>;
export const AdminBlogPostSchema = Type.Object({
  id: Type.Integer(),
  alias: Type.String(),
  title: Type.String(),
  date: Type.String(),
  excerpt: Type.String(),
  content: Type.String(),
});
export type AdminBlogPost = Static<typeof AdminBlogPostSchema>;

export const ContentIdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const DeletedSchema = Type.Object({ status: Type.Literal(1) });
