// A position's title and the joins from a position to its project, owning company, role and seniority, written
// once for the services and jobs that name positions.
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { companies } from '../db/schema/companies';
import { positions, projects } from '../db/schema/projects';
import { roles, seniorities } from '../db/schema/reference';

/**
 * A position's (or talent's) title as the product shows it: seniority, then role.
 * @example positionTitle('Front-End Developer', 'Senior') // 'Senior Front-End Developer'
 */
export function positionTitle(roleName: string, seniorityLabel: string): string {
  return `${seniorityLabel} ${roleName}`;
}

/**
 * Joins a query that has `positions` with the position's project, owning company, role and seniority.
 * @example withPositionJoins(db.select({ title: roles.name }).from(positions).$dynamic()).where(eq(positions.id, id)).limit(1)
 */
export function withPositionJoins<T extends PgSelect>(query: T) {
  return query
    .innerJoin(projects, eq(projects.id, positions.projectId))
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .innerJoin(roles, eq(roles.id, positions.roleId))
    .innerJoin(seniorities, eq(seniorities.id, positions.seniorityId));
}

/** How notifications name a position (title and project) and whose it is; the position must exist. */
export async function positionNames(tx: Tx, positionId: number) {
  const [position] = await withPositionJoins(
    tx
      .select({
        roleName: roles.name,
        seniorityLabel: seniorities.label,
        projectName: projects.name,
        ownerId: companies.id,
        ownerName: companies.name,
      })
      .from(positions)
      .$dynamic(),
  )
    .where(eq(positions.id, positionId))
    .limit(1);
  if (!position) throw new Error(`Position ${positionId} vanished inside its own transaction`);
  return { ...position, positionId, positionTitle: positionTitle(position.roleName, position.seniorityLabel) };
}
