// The demo's accounts as the sign-in page offers them: read from the database, so an installation without the demo
// (no rows in demo_accounts) offers none, and a demo account that was renamed or removed is not offered.
import { asc, eq } from 'drizzle-orm';
import { COMPANY_ROLE_LABELS } from '@benchlink/contracts/enums';
import type { DemoAccounts } from '@benchlink/contracts/auth';
import type { Db } from '../db/client';
import { companies } from '../db/schema/companies';
import { demoAccounts } from '../db/schema/demo';
import { users } from '../db/schema/users';
import { isAdminUsername } from '../lib/users';

/**
 * The one password of every demo account, shown on the sign-in page. Never the administrator's: the demo's accounts
 * belong to companies, and anyone who sees the page could otherwise approve companies.
 */
export const DEMO_PASSWORD = 'benchlink-demo';

export async function listDemoAccounts(db: Db): Promise<DemoAccounts> {
  const rows = await db
    .select({
      username: users.username,
      role: users.companyRole,
      companyName: companies.name,
      approved: companies.approved,
    })
    .from(demoAccounts)
    .innerJoin(users, eq(users.username, demoAccounts.username))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .orderBy(asc(demoAccounts.sortOrder));
  // Demo databases made before issue 46 list the administrator among their accounts: it is never offered.
  const offered = rows.filter((row) => !isAdminUsername(row.username));
  if (offered.length === 0) return { accounts: [] };
  return {
    password: DEMO_PASSWORD,
    accounts: offered.map((row) => ({
      username: row.username,
      description: row.companyName
        ? `${COMPANY_ROLE_LABELS[row.role ?? 'MEMBER']} at ${row.companyName}${row.approved ? '' : ' (waiting for approval)'}`
        : 'No company yet',
    })),
  };
}
