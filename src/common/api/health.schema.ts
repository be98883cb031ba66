import { type Static, Type } from '@sinclair/typebox';

/** GET /api/health: the process runs and answers. */
export const HealthSchema = Type.Object({ status: Type.Literal('ok') });

/** GET /api/ready, 200: the database answers and its schema is the one this code expects. */
export const ReadySchema = Type.Object({ status: Type.Literal('ready') });

/** GET /api/ready, 503: why this process must not get traffic now. */
export const NotReadySchema = Type.Object({
  status: Type.Literal('not ready'),
  message: Type.String(),
  /** Migrations the code knows and the database has not run. */
  pendingMigrations: Type.Optional(Type.Array(Type.String())),
});
export type NotReady = Static<typeof NotReadySchema>;
