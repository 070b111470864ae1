import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';

/**
 * The demo shop's back office accounts: a staff member and the website admin. They sign in by an
 * e-mail code, which the demo's sandbox outbox shows; `.invalid` is a domain no mail can ever
 * reach (RFC 2606), so on a real shop nobody can sign in as them. Real staff are made with
 * `npm run staff`.
 */
export const DEMO_STAFF = [
  { email: 'staff@tsetseg.invalid', firstName: 'Ажилтан', role: 'staff' },
  { email: 'admin@tsetseg.invalid', firstName: 'Админ', role: 'website_admin' },
] as const;

export async function insertStaff(db: Db): Promise<void> {
  for (const member of DEMO_STAFF) {
    await db.execute(
      sql`insert into account_user (email, email_state, first_name, role)
          values (${member.email}, 'confirmed', ${member.firstName}, ${member.role})`,
    );
  }
}
