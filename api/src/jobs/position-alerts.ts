import { and, asc, eq, gt, inArray, lte, or } from 'drizzle-orm';
import { OPENED_STATUS_ID } from '@benchlink/contracts/enums';
import type { Tx } from '../db/client';
import { companyFilters, filterSkills } from '../db/schema/bench';
import { companies, companySkills } from '../db/schema/companies';
import { partnerGroupMembers, positions, positionSkills, projectPartnerGroups, projects } from '../db/schema/projects';
import { roles, seniorities } from '../db/schema/reference';
import { positionTitle, withPositionJoins } from '../lib/positions';
import { enqueueMail } from '../mail/outbox';
import { type AlertedPosition, positionAlertsMail } from '../mail/templates/position-alerts';
import type { JobContext } from './job';

/**
 * Positions created or changed in the window that are listed at `moment` (Opened, in a project that has not
 * expired, of an approved company), with what matching and visibility need.
 */
async function changedPositions(tx: Tx, from: Date, to: Date) {
  const rows = await withPositionJoins(
    tx
      .select({
        id: positions.id,
        createdAt: positions.createdAt,
        projectId: projects.id,
        projectName: projects.name,
        partnerOnly: projects.partnerOnly,
        ownerId: companies.id,
        ownerName: companies.name,
        roleName: roles.name,
        seniorityLabel: seniorities.label,
      })
      .from(positions)
      .$dynamic(),
  )
    .where(
      and(
        eq(positions.statusId, OPENED_STATUS_ID),
        gt(projects.expiresAt, to),
        eq(companies.approved, true),
        or(
          and(gt(positions.createdAt, from), lte(positions.createdAt, to)),
          and(gt(positions.updatedAt, from), lte(positions.updatedAt, to)),
        ),
      ),
    )
    // The positions in the same order in the mail on either engine.
    .orderBy(asc(positions.id));
  const ids = rows.map((row) => row.id);
  const skills = ids.length
    ? await tx.select().from(positionSkills).where(inArray(positionSkills.positionId, ids))
    : [];
  const projectIds = [...new Set(rows.filter((row) => row.partnerOnly).map((row) => row.projectId))];
  const sharing = projectIds.length
    ? await tx
        .select({ projectId: projectPartnerGroups.projectId, companyId: partnerGroupMembers.companyId })
        .from(projectPartnerGroups)
        .innerJoin(partnerGroupMembers, eq(partnerGroupMembers.groupId, projectPartnerGroups.groupId))
        .where(inArray(projectPartnerGroups.projectId, projectIds))
    : [];
  return rows.map((row) => ({
    ...row,
    isNew: row.createdAt.getTime() > from.getTime(),
    skillIds: new Set(skills.filter((skill) => skill.positionId === row.id).map((skill) => skill.skillId)),
    // A partner-only project is seen by the members of its groups only (and is active only with a group).
    sharedWith: row.partnerOnly
      ? new Set(sharing.filter((share) => share.projectId === row.projectId).map((share) => share.companyId))
      : null,
  }));
}

/** Each company's alert skills: its enabled filters' skills, and its own skills where the 'Default' filter is on. */
async function alertSkillsByCompany(tx: Tx) {
  const enabled = await tx
    .select({ id: companyFilters.id, companyId: companyFilters.companyId, isDefault: companyFilters.isDefault })
    .from(companyFilters)
    .where(eq(companyFilters.isEnabled, true));
  const filterIds = enabled.map((filter) => filter.id);
  const companyIdsWithDefault = [
    ...new Set(enabled.filter((filter) => filter.isDefault).map((filter) => filter.companyId)),
  ];
  const fromFilters = filterIds.length
    ? await tx.select().from(filterSkills).where(inArray(filterSkills.filterId, filterIds))
    : [];
  const fromCompanies = companyIdsWithDefault.length
    ? await tx.select().from(companySkills).where(inArray(companySkills.companyId, companyIdsWithDefault))
    : [];
  const skills = new Map<number, Set<number>>();
  const add = (companyId: number, skillId: number) =>
    skills.set(companyId, (skills.get(companyId) ?? new Set()).add(skillId));
  for (const row of fromFilters) add(enabled.find((filter) => filter.id === row.filterId)!.companyId, row.skillId);
  for (const row of fromCompanies) add(row.companyId, row.skillId);
  return skills;
}

/** One mail per company whose enabled filters match positions it may see that were created or changed in the window. */
export async function runPositionAlerts({ tx, config, moment, windowStart }: JobContext): Promise<number> {
  const candidates = await changedPositions(tx, windowStart, moment);
  if (candidates.length === 0) return 0;
  const skillsByCompany = await alertSkillsByCompany(tx);
  const recipients = skillsByCompany.size
    ? await tx
        .select({ id: companies.id, name: companies.name, email: companies.email })
        .from(companies)
        .where(inArray(companies.id, [...skillsByCompany.keys()]))
        .orderBy(asc(companies.id))
    : [];
  let sent = 0;
  for (const company of recipients) {
    const wanted = skillsByCompany.get(company.id)!;
    const matching = candidates.filter(
      (position) =>
        position.ownerId !== company.id &&
        (position.sharedWith === null || position.sharedWith.has(company.id)) &&
        [...position.skillIds].some((skillId) => wanted.has(skillId)),
    );
    if (matching.length === 0) continue;
    const describe = (position: (typeof matching)[number]): AlertedPosition => ({
      projectId: position.projectId,
      title: positionTitle(position.roleName, position.seniorityLabel),
      projectName: position.projectName,
      companyName: position.ownerName,
    });
    await enqueueMail(tx, {
      to: company.email,
      ...positionAlertsMail({
        publicUrl: config.publicUrl,
        companyName: company.name,
        created: matching.filter((position) => position.isNew).map(describe),
        modified: matching.filter((position) => !position.isNew).map(describe),
      }),
    });
    sent += 1;
  }
  return sent;
}
