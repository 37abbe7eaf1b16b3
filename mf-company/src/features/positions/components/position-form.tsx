import { useSavePosition } from '@benchlink/api-client';
import { workModeIds } from '@benchlink/contracts/enums';
import { paths } from '@benchlink/contracts/paths';
import {
  HIRING_PROCESS_MAX,
  HOURS_PER_WEEK_DEFAULT,
  MIN_YEARS_EXPERIENCE_MAX,
  POSITION_DESCRIPTION_MAX,
  POSITION_DESCRIPTION_MIN,
  positionInputSchema,
  positionUpdateSchema,
  type Position,
  type PositionUpdateData,
  type PositionUpdateInput,
  type SkillExperience,
} from '@benchlink/contracts/positions';
import { type Location, type Role, type Seniority, type Skill, type WorkMode } from '@benchlink/contracts/reference';
import { Card, PageHeader, RATE_UNIT } from '@benchlink/design-system';
import { SkillSelection } from '@benchlink/design-system/pickers';
import {
  Form,
  FormCheckboxGroup,
  FormMultiSelectPicker,
  FormNumberField,
  FormNumberSelect,
  FormSelect,
  FormTextArea,
  FormTreePicker,
  useField,
  useAppForm,
  useFieldMessage,
  useFormSubmit,
  useLocationTree,
  useRecheck,
} from '@benchlink/domain-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useFormContext, useWatch, type DefaultValues, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { FieldPair, FieldStack, FormSections } from '../../../lib/form-layout';

/** Months of experience a newly required skill starts with. */
export const DEFAULT_SKILL_MONTHS = 12;
export const NO_RESPONSIBILITIES = 'No selected responsibilities';

const Triple = styled(FieldPair)`
  @media (min-width: 1000px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const SkillMonths = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

const SubHeading = styled.h3`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The choices the form offers, loaded by the screen. */
export interface PositionFormReferences {
  roles: ReadonlyArray<Role>;
  seniorities: ReadonlyArray<Seniority>;
  skills: ReadonlyArray<Skill>;
  locations: ReadonlyArray<Location>;
  workModes: ReadonlyArray<WorkMode>;
  responsibilities: ReadonlyArray<string>;
}

function toFormValues(projectId: number, position: Position | undefined): DefaultValues<PositionUpdateInput> {
  if (!position) {
    return {
      projectId,
      // No default seniority: the form asks for one ('Choose…') rather than suggesting the first.
      seniority: undefined,
      patternId: undefined,
      workMode: [],
      rate: { min: undefined, max: undefined },
      requiredSkills: [],
      optionalSkills: [],
      minYearsExperience: undefined,
      locations: [],
      hoursPerWeek: HOURS_PER_WEEK_DEFAULT,
      responsibilities: [],
      hiringProcess: '',
      description: '',
      statusId: undefined,
    };
  }
  return {
    projectId: position.projectId,
    patternId: position.patternId,
    seniority: position.seniority,
    workMode: position.workMode,
    rate: { min: position.rate.min, max: position.rate.max },
    requiredSkills: position.requiredSkills,
    optionalSkills: position.optionalSkills,
    minYearsExperience: position.minYearsExperience,
    locations: position.locations,
    hoursPerWeek: position.hoursPerWeek,
    responsibilities: position.responsibilities,
    hiringProcess: position.hiringProcess ?? '',
    description: position.description,
    // Saving keeps the position's current status; the status dialog is where it changes.
    statusId: position.statusId,
  };
}

const isRemoteOnly = (modes: ReadonlyArray<unknown>) =>
  modes.length > 0 && modes.every((id) => id === workModeIds.remote);
const needsLocation = (modes: ReadonlyArray<unknown>) =>
  modes.some((id) => id === workModeIds.office || id === workModeIds.hybrid);

/** Role, seniority and the rate range. */
function OverviewCard({ roles, seniorities }: Pick<PositionFormReferences, 'roles' | 'seniorities'>) {
  const recheck = useRecheck<PositionUpdateInput>();
  const roleNodes = useMemo(
    () => roles.map((role) => ({ id: role.id, name: role.name, parent: role.parentId, assignable: true })),
    [roles],
  );
  return (
    <Card title="Position Overview">
      <FieldStack>
        <FormTreePicker<number>
          name="patternId"
          label="Role"
          required
          nodes={roleNodes}
          searchPlaceholder="Search roles"
        />
        <Triple>
          <FormSelect
            name="seniority"
            label="Seniority"
            required
            options={seniorities.map((seniority) => ({ value: seniority.id, label: seniority.label }))}
          />
          <FormNumberField name="rate.min" label="Rate min" endAdornment={RATE_UNIT} />
          {/* The max decides whether the min is missing or too high. */}
          <FormNumberField
            name="rate.max"
            label="Rate max"
            endAdornment={RATE_UNIT}
            onChange={() => recheck(['rate.min'])}
          />
        </Triple>
      </FieldStack>
    </Card>
  );
}

/** The required and optional skills (each skill in one list only), with the months of each required one. */
function PositionSkills({ skills }: { skills: ReadonlyArray<Skill> }) {
  const { control, setValue } = useFormContext<PositionUpdateInput>();
  const required = (useWatch({ control, name: 'requiredSkills' }) ?? []) as SkillExperience[];
  const optional = useField<number[] | undefined>('optionalSkills');
  const requiredError = useFieldMessage('requiredSkills');
  const skillNodes = useMemo(
    () =>
      skills.map((skill) => ({ id: skill.id, name: skill.name, parent: skill.parentId, assignable: skill.assignable })),
    [skills],
  );
  const skillName = useMemo(() => new Map(skills.map((skill) => [skill.id, skill.name])), [skills]);
  return (
    <>
      <SkillSelection<number>
        skills={skillNodes}
        value={{ required: required.map((skill) => skill.skillId), optional: optional.field.value ?? [] }}
        onChange={(next) => {
          const months = new Map(required.map((skill) => [skill.skillId, skill.months]));
          setValue(
            'requiredSkills',
            next.required.map((skillId) => ({ skillId, months: months.get(skillId) ?? DEFAULT_SKILL_MONTHS })),
            { shouldDirty: true, shouldValidate: true },
          );
          optional.field.onChange(next.optional);
        }}
        requiredError={requiredError}
        optionalError={optional.message}
      />
      {required.length > 0 && (
        <>
          <SubHeading>Experience per required skill</SubHeading>
          <SkillMonths>
            {required.map((skill, index) => (
              <FormNumberField
                key={skill.skillId}
                name={`requiredSkills.${index}.months`}
                label={`${skillName.get(skill.skillId) ?? 'Skill'} (months)`}
                required
                endAdornment="months"
              />
            ))}
          </SkillMonths>
        </>
      )}
    </>
  );
}

/** Skills, responsibilities and the minimum experience. */
function RequirementsCard({ skills, responsibilities }: Pick<PositionFormReferences, 'skills' | 'responsibilities'>) {
  const responsibilityItems = useMemo(
    () => responsibilities.map((text) => ({ id: text, label: text })),
    [responsibilities],
  );
  return (
    <Card title="Requirements">
      <FieldStack>
        <PositionSkills skills={skills} />
        <div>
          <FormMultiSelectPicker<string>
            name="responsibilities"
            label="Responsibilities"
            items={responsibilityItems}
            searchPlaceholder="Search responsibilities"
            emptyHelperText={NO_RESPONSIBILITIES}
          />
        </div>
        <FieldPair>
          <FormNumberSelect
            name="minYearsExperience"
            label="Minimum years of experience"
            min={0}
            max={MIN_YEARS_EXPERIENCE_MAX}
            formatOption={(value) => `${value}+ ${value === 1 ? 'year' : 'years'}`}
          />
        </FieldPair>
      </FieldStack>
    </Card>
  );
}

/** Work modes, the locations they may call for, and the hours per week. */
function WorkConditionsCard({ workModes, locations }: Pick<PositionFormReferences, 'workModes' | 'locations'>) {
  const { control, setValue, getValues, getFieldState } = useFormContext<PositionUpdateInput>();
  const modes = useWatch({ control, name: 'workMode' }) ?? [];
  const remoteOnly = isRemoteOnly(modes);
  const locationRequired = needsLocation(modes);
  const locationTree = useLocationTree(locations);
  return (
    <Card title="Work Conditions">
      <FieldStack>
        <FormCheckboxGroup<number>
          name="workMode"
          label="Work mode"
          required
          options={workModes.map((mode) => ({ value: mode.id, label: mode.name }))}
          onChange={(next) => {
            // Remote-only work has no place; office or hybrid work needs one.
            if (isRemoteOnly(next)) setValue('locations', [], { shouldDirty: true, shouldValidate: true });
            else if (getFieldState('locations').error)
              setValue('locations', getValues('locations'), { shouldValidate: true });
          }}
        />
        {/* The requirement follows the work modes: cities, or whole countries, for office or hybrid work. */}
        <FormTreePicker<number>
          multiple
          name="locations"
          label="Locations"
          nodes={locationTree}
          required={locationRequired}
          disabled={remoteOnly}
          searchPlaceholder="Search locations"
          helperText={remoteOnly ? 'A remote-only position has no location' : 'Cities, or a whole country'}
        />
        <FieldPair>
          <FormNumberField name="hoursPerWeek" label="Hours per week" required endAdornment="h" />
        </FieldPair>
      </FieldStack>
    </Card>
  );
}

export interface PositionFormProps {
  projectId: number;
  /** The position being edited; absent when creating one. */
  position?: Position;
  references: PositionFormReferences;
}

/** 'Create position' / 'Edit position': overview, requirements, work conditions, hiring process and description. */
export function PositionForm({ projectId, position, references }: PositionFormProps) {
  const navigate = useNavigate();
  const save = useSavePosition();
  const isEditing = position !== undefined;
  const form = useAppForm<PositionUpdateInput, unknown, PositionUpdateData>({
    // One form for both: the update schema only adds the status, which a new position does not have yet.
    resolver: (isEditing ? zodResolver(positionUpdateSchema) : zodResolver(positionInputSchema)) as unknown as Resolver<
      PositionUpdateInput,
      unknown,
      PositionUpdateData
    >,
    defaultValues: toFormValues(projectId, position),
  });
  const toProjects = () => navigate(paths.companyProjects.href());
  const submit = useFormSubmit(form, (data) => save.mutateAsync(isEditing ? { id: position.id, data } : { data }), {
    successMessage: isEditing ? 'Position saved' : 'Position created',
    // A new position is shown on its project's page, open and lit (project-positions.tsx reads `?position=`).
    onSuccess: (saved) =>
      isEditing ? toProjects() : navigate(`${paths.project.href(saved.projectId)}?position=${saved.id}`),
  });
  const title = isEditing ? 'Edit position' : 'Create position';

  return (
    <>
      <PageHeader
        title={title}
        secondaryAction={{ label: 'Cancel', onClick: toProjects, disabled: submit.isPending }}
        primaryAction={{
          label: isEditing ? 'Save position' : 'Create position',
          onClick: submit.submit,
          isLoading: submit.isPending,
        }}
      />
      <Form form={form} submit={submit} as={FormSections} id="position-form" aria-label={title}>
        <OverviewCard roles={references.roles} seniorities={references.seniorities} />
        <RequirementsCard skills={references.skills} responsibilities={references.responsibilities} />
        <WorkConditionsCard workModes={references.workModes} locations={references.locations} />
        <Card title="Hiring Process">
          <FormTextArea name="hiringProcess" label="Hiring process" rows={4} maxLength={HIRING_PROCESS_MAX} />
        </Card>
        <Card title="Description">
          <FormTextArea
            name="description"
            label="Description"
            required
            rows={8}
            minLength={POSITION_DESCRIPTION_MIN}
            maxLength={POSITION_DESCRIPTION_MAX}
          />
          {!isEditing && <Muted>New positions are open (ACTIVE) until you change their status.</Muted>}
        </Card>
      </Form>
    </>
  );
}
