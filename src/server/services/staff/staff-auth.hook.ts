import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffRoleName } from '@common/api/admin.schema';
import { DomainError, UnauthorizedError } from '../../errors';
import type { Actor } from '../audit/audit.service';
import { type StaffMember, staffForToken } from './staff-session.service';
import { bearerToken } from '../../http/bearer-token';

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffMember | null;
  }
  interface FastifyContextConfig {
    /** Who may call a back-office route: `public` (the login), `support` (any staff) or `admin`. */
    staffRole?: 'public' | StaffRoleName;
  }
}

export const STAFF_LOGIN_NEEDED = 'Kérjük, jelentkezzen be munkatársként.';
export const ADMIN_ONLY = 'Ehhez a művelethez adminisztrátori jogosultság kell.';

/**
 * Every back-office route is closed unless its config opens it: no token, a customer's token, an
 * ended or disabled staff session get 401; a support session on an admin-only route gets 403.
 */
export function registerStaffAuth(app: FastifyInstance): void {
  app.decorateRequest('staff', null);
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const needed = request.routeOptions.config.staffRole ?? 'admin';
    if (needed === 'public') return;
    const token = bearerToken(request);
    const staff = token ? await staffForToken(request.server.db, token) : null;
    if (!staff) throw new UnauthorizedError(STAFF_LOGIN_NEEDED);
    if (needed === 'admin' && staff.role !== 'admin') throw new DomainError(ADMIN_ONLY, 403);
    request.staff = staff;
  });
}

/** Whether a request outside the back office carries a live staff session (GET /api/ready's detail). */
export async function isStaffRequest(request: FastifyRequest): Promise<boolean> {
  const token = bearerToken(request);
  return token !== null && (await staffForToken(request.server.db, token)) !== null;
}

/** The logged-in staff member as the audit log names them. */
export function actorOf(request: FastifyRequest): Actor {
  const staff = request.staff;
  if (!staff) throw new UnauthorizedError(STAFF_LOGIN_NEEDED);
  return { id: staff.id, email: staff.email };
}
