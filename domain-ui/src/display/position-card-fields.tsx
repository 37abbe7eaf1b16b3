import type { Position } from '@benchlink/contracts/positions';
import type { PositionCardProps } from '@benchlink/design-system';
import { positionActivity, StatusChip } from './status';

/** What `positionCardFields` fills in; the caller adds the reference names, actions and footer. */
export type PositionCardFields = Pick<
  PositionCardProps,
  | 'role'
  | 'seniority'
  | 'rate'
  | 'hoursPerWeek'
  | 'isActive'
  | 'status'
  | 'closeReason'
  | 'description'
  | 'responsibilities'
  | 'hiringProcess'
  | 'minYearsExperience'
>;

/**
 * The design system's `PositionCard` fields a position gives as it is: title, rate, hours, its ACTIVE / INACTIVE
 * chip in the one status palette, why it was closed, and the job details.
 * @example <PositionCard {...positionCardFields(position)} locations={…} workModes={…} requiredSkills={…} optionalSkills={…} />
 */
export function positionCardFields(position: Position): PositionCardFields {
  return {
    role: position.role.name,
    seniority: position.seniorityLabel,
    rate: position.rate,
    hoursPerWeek: position.hoursPerWeek,
    isActive: position.isActive,
    status: <StatusChip kind="position" status={positionActivity(position.isActive)} />,
    closeReason: position.customCloseReason ?? position.status,
    description: position.description,
    responsibilities: position.responsibilities,
    hiringProcess: position.hiringProcess,
    minYearsExperience: position.minYearsExperience,
  };
}
