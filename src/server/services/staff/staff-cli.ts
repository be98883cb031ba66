import { formatDateTime } from '@common/dates';
import type { AccountsConfig } from '../../config';
import type { Db } from '../../db/database';
import { DomainError } from '../../errors';
import { COMMAND_LINE } from '../audit/audit.service';
import { addStaff, disableStaff, listStaff, resetStaffPassword } from './staff.service';

export const STAFF_USAGE = [
  'Használat:',
  '  npm run staff -- add <email> --role admin|support',
  '  npm run staff -- list',
  '  npm run staff -- disable <email>',
  '  npm run staff -- reset-password <email>',
  'A jelszót a STAFF_PASSWORD környezeti változóból veszi, vagy bekéri.',
].join('\n');

export interface StaffCliIo {
  /** The password: STAFF_PASSWORD, or asked for on the terminal. */
  readPassword(): Promise<string>;
  out(line: string): void;
}

/** `npm run staff -- ...`: returns the exit code (0 done, 1 refused, 2 usage). */
export async function runStaffCommand(
  db: Db,
  accounts: AccountsConfig,
  args: string[],
  io: StaffCliIo,
): Promise<number> {
  const [command, email] = args;
  try {
    if (command === 'list') {
      const staff = await listStaff(db);
      if (staff.length === 0) io.out('Még nincs munkatárs.');
      for (const s of staff)
        io.out(
          `${s.email}\t${s.role}\t${s.disabled ? 'letiltva' : 'aktív'}\t${formatDateTime(s.created_at)}`,
        );
      return 0;
    }
    if (command === 'add' && email) {
      const roleAt = args.indexOf('--role');
      const role = roleAt >= 0 ? args[roleAt + 1] : undefined;
      if (!role) {
        io.out(STAFF_USAGE);
        return 2;
      }
      const added = await addStaff(db, accounts, COMMAND_LINE, {
        email,
        role,
        password: await io.readPassword(),
      });
      io.out(`Munkatárs felvéve: ${added.email} (${added.role}).`);
      return 0;
    }
    if (command === 'disable' && email) {
      await disableStaff(db, COMMAND_LINE, email);
      io.out(`Letiltva: ${email.trim().toLowerCase()}. A munkamenetei véget értek.`);
      return 0;
    }
    if (command === 'reset-password' && email) {
      await resetStaffPassword(db, accounts, COMMAND_LINE, email, await io.readPassword());
      io.out(`Új jelszó beállítva: ${email.trim().toLowerCase()}. A munkamenetei véget értek.`);
      return 0;
    }
    io.out(STAFF_USAGE);
    return 2;
  } catch (error) {
    if (error instanceof DomainError) {
      io.out(error.message);
      return 1;
    }
    throw error;
  }
}
