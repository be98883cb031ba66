import type { Generated } from 'kysely';

export interface PagesTable {
  id: Generated<number>;
  alias: string;
  parent_id: number | null;
  title: string;
  /** Sanitized HTML. */
  content: string;
  position: number;
}

export interface BlogPostsTable {
  id: Generated<number>;
  alias: string;
  title: string;
  created_at: string;
  /** Sanitized HTML. */
  excerpt: string;
  content: string;
}

export interface SlidersTable {
  id: Generated<number>;
  src: string;
  position: number;
}

export interface CurrentOffersTable {
  id: Generated<number>;
  url: string;
  title: string;
  content: string;
  img: string;
  active: number;
}

export interface PopupsTable {
  id: Generated<number>;
  alias: string;
  active: number;
  title: string;
  content: string;
}

export interface PartnersTable {
  id: Generated<number>;
  name: string;
  url: string;
  logo: string;
  position: number;
}
