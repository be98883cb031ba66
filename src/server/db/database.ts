import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import type {
  EmailConfirmationsTable,
  PasswordResetsTable,
  RateLimitsTable,
  SessionsTable,
  UsersTable,
} from './tables/accounts.table';
import type {
  BikeTypesTable,
  ConstructionsTable,
  ManufacturersTable,
  VariantBikesTable,
} from './tables/bikes.table';
import type {
  CartLinesTable,
  CartsTable,
  OrderLinesTable,
  OrdersTable,
  StockHoldsTable,
} from './tables/cart.table';
import type {
  CategoriesTable,
  ProductDownloadsTable,
  ProductImagesTable,
  ProductOldAliasesTable,
  ProductsTable,
  VariantsTable,
} from './tables/catalogue.table';
import type {
  BlogPostsTable,
  CurrentOffersTable,
  PagesTable,
  PartnersTable,
  PopupsTable,
  SlidersTable,
} from './tables/content.table';
import type { ScheduledJobsTable } from './tables/jobs.table';
import type { MailOutboxTable } from './tables/mail-outbox.table';
import type { GarageBikesTable, WishlistItemsTable } from './tables/rider.table';
import type { BackInStockRequestsTable, SizeChartsTable } from './tables/size-charts.table';
import type { PickupCarriersTable, PickupPointsTable } from './tables/pickup.table';
import { LockAwareSqliteDialect } from './sqlite-driver';
import { WalSync } from './wal-sync';
import type { ServerSettingsTable } from './tables/settings.table';
import type { SupportViewTicketsTable } from './tables/support.table';
import type {
  AuditLogTable,
  OrderStatusHistoryTable,
  StaffSessionsTable,
  StaffTable,
} from './tables/staff.table';

export interface Database {
  categories: CategoriesTable;
  products: ProductsTable;
  product_images: ProductImagesTable;
  product_old_aliases: ProductOldAliasesTable;
  product_downloads: ProductDownloadsTable;
  variants: VariantsTable;
  manufacturers: ManufacturersTable;
  constructions: ConstructionsTable;
  bike_types: BikeTypesTable;
  variant_bikes: VariantBikesTable;
  pages: PagesTable;
  blog_posts: BlogPostsTable;
  sliders: SlidersTable;
  current_offers: CurrentOffersTable;
  popups: PopupsTable;
  partners: PartnersTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  email_confirmations: EmailConfirmationsTable;
  rate_limits: RateLimitsTable;
  carts: CartsTable;
  cart_lines: CartLinesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  stock_holds: StockHoldsTable;
  scheduled_jobs: ScheduledJobsTable;
  server_settings: ServerSettingsTable;
  pickup_points: PickupPointsTable;
  pickup_carriers: PickupCarriersTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  audit_log: AuditLogTable;
  support_view_tickets: SupportViewTicketsTable;
  order_status_history: OrderStatusHistoryTable;
  mail_outbox: MailOutboxTable;
  garage_bikes: GarageBikesTable;
  wishlist_items: WishlistItemsTable;
  size_charts: SizeChartsTable;
  back_in_stock_requests: BackInStockRequestsTable;
}

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  close(): Promise<void>;
  /** SQLite on a file: the WAL flusher (wal-sync.ts), for tests and the bench's figures. */
  walSync?: WalSync;
}

/** Longest wait for another process's SQLite write lock before a write answers 503. */
export const SQLITE_MAX_LOCK_WAIT_MS = 4000;

function openSqlite(file: string): SqliteDatabase.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run beside the writer. NORMAL: a commit does not fsync on the event loop; the
  // driver answers a write only after WalSync has flushed the WAL on the thread pool, so a confirmed
  // order still survives a power cut (wal-sync.ts).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // Never wait for a lock inside SQLite: that wait would block the event loop. The driver retries
  // asynchronously instead (sqlite-driver.ts).
  sqlite.pragma('busy_timeout = 0');
  return sqlite;
}

/** The read connection beside the writer: reads never wait for a writer in WAL mode. */
function openSqliteReader(file: string): SqliteDatabase.Database {
  const sqlite = new SqliteDatabase(file, { fileMustExist: true });
  sqlite.pragma('query_only = ON');
  sqlite.pragma('busy_timeout = 0');
  return sqlite;
}

/**
 * Opens the database named by the configuration: PostgreSQL for a postgres:// URL, otherwise
 * SQLite (`:memory:` or a file path, default DATA_DIR/shop.sqlite).
 */
export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string;
}): Promise<DbHandle> {
  const url = opts.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pg = await import('pg');
    const pool = new pg.default.Pool({ connectionString: url, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = url ? url.replace(/^sqlite:/, '') : path.join(opts.dataDir, 'shop.sqlite');
  const writer = openSqlite(file);
  const reader = file === ':memory:' || file === '' ? null : openSqliteReader(file);
  const walSync = reader ? new WalSync(`${file}-wal`) : null;
  const dialect = new LockAwareSqliteDialect({
    writer,
    reader,
    maxWaitMs: SQLITE_MAX_LOCK_WAIT_MS,
    walSync,
  });
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    dialect: 'sqlite',
    close: () => db.destroy(),
    ...(walSync ? { walSync } : {}),
  };
}
