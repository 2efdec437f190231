import { parseArgs } from 'node:util';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PasswordHasher } from '@app/auth';
import type { AppConfig } from '@app/config';
import { emailField, englishText, STAFF_ROLES, type FieldMessages, type StaffRole } from '@app/domain';
import { StaffMemberEntity } from '@app/persistence';
import { createStaffMember, issuePasswordToken, setStaffPassword, staffPasswordLink } from './staff-accounts.js';

export const STAFF_CREATE_USAGE =
  'usage: npm run staff:create -- --email EMAIL [--name NAME] [--role admin|moderator] [--password PASSWORD]\n' +
  '  without --password (or STAFF_PASSWORD), prints a one-time set-password link (72 hours)';

/**
 * `staff-create`: the first admin, or any staff member, from the command line. Runs again for an existing email:
 * a fresh link (or the password set), the role changed only when --role is given. Scriptable: flags or env only.
 */
export const createStaffFromCli = async (
  em: EntityManager,
  config: AppConfig,
  argv: string[],
  env: NodeJS.ProcessEnv,
): Promise<string> => {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      password: { type: 'string' },
    },
    strict: true,
  });
  const email = emailField('--email is required', '--email is not a valid email address').safeParse(values.email);
  if (!email.success) throw new Error(`${email.error.issues[0]!.message}\n${STAFF_CREATE_USAGE}`);
  if (values.role !== undefined && !STAFF_ROLES.includes(values.role as StaffRole))
    throw new Error(`--role must be admin or moderator\n${STAFF_CREATE_USAGE}`);
  const password = values.password ?? env.STAFF_PASSWORD;
  return em.transactional(async (tx) => {
    let staff = await tx.findOne(StaffMemberEntity, { email: email.data });
    let token: string;
    let created = false;
    if (staff) {
      if (values.role) staff.role = values.role as StaffRole;
      if (values.name) staff.name = values.name.trim();
      staff.disabledAt = null;
      token = issuePasswordToken(staff);
    } else {
      const name = values.name?.trim() || email.data.split('@')[0]!;
      ({ staff, token } = await createStaffMember(tx, {
        email: email.data,
        name,
        role: (values.role as StaffRole) ?? 'admin',
      }));
      created = true;
    }
    const what = `${created ? 'created' : 'updated'} ${staff.role} ${staff.email} (id ${staff.id})`;
    if (password !== undefined) {
      await setStaffPassword(staff, password, new PasswordHasher(1)).catch((error: { fields?: FieldMessages }) => {
        throw new Error(englishText(error.fields?.password ?? String(error)));
      });
      return `${what}; password set. Sign in at ${config.PUBLIC_URL}/admin/ and enrol an authenticator app.`;
    }
    return `${what}\nset-password link: ${staffPasswordLink(config, token)}`;
  });
};
