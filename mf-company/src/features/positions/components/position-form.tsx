import { applyServerErrors } from '@benchlink/api-client';
import {
  HIRING_PROCESS_MAX,
  HOURS_PER_WEEK_DEFAULT,
  MIN_YEARS_EXPERIENCE_MAX,
  POSITION_DESCRIPTION_MAX,
  POSITION_DESCRIPTION_MIN,
  paths,
  positionInputSchema,
  positionUpdateSchema,
  workModeIds,
  type Location,
  type Position,
  type PositionUpdateData,
  type PositionUpdateInput,
  type Role,
  type Seniority,
  type Skill,
  type SkillExperience,
  type WorkMode,
} from '@benchlink/contracts';
import { Card, CheckboxGroup, LabelText, NumberField, NumberSelect, PageHeader, Select, submitOnEnter, TextArea, UnsavedChangesGuard, useSnackbar } from '@benchlink/design-system';
import { MultiSelectPicker, SkillSelection, TreePicker } from '@benchlink/design-system/pickers';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type DefaultValues, type FieldPath, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { FieldPair, FieldStack, FormSections } from '../../../lib/form-layout';
import { useSavePosition } from '../api/positions';

/** Months of experience a newly required skill starts with. */
export const DEFAULT_SKILL_MONTHS = 12;
export const NO_RESPONSIBILITIES = 'No selected responsibilities';

const Triple = styled(FieldPair)`
  @media (min-width: 1000px) { grid-template-columns: repeat(3, minmax(0, 1fr)); }
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

const FIELD_NAMES: ReadonlyArray<FieldPath<PositionUpdateInput>> = [
  'patternId',
  'seniority',
  'workMode',
  'rate.min',
  'rate.max',
  'requiredSkills',
  'optionalSkills',
  'minYearsExperience',
  'location',
  'hoursPerWeek',
  'responsibilities',
  'hiringProcess',
  'description',
];

/** The choices the form offers, loaded by the screen. */
export interface PositionFormReferences {
  roles: ReadonlyArray<Role>;
  seniorities: ReadonlyArray<Seniority>;
  skills: ReadonlyArray<Skill>;
  locations: ReadonlyArray<Location>;
  workModes: ReadonlyArray<WorkMode>;
  responsibilities: ReadonlyArray<string>;
}

function toFormValues(projectId: number, position: Position | undefined, references: PositionFormReferences): DefaultValues<PositionUpdateInput> {
  if (!position) {
    return {
      projectId,
      // A required select has no empty choice (spec section 5): a new position starts on the first seniority.
      seniority: references.seniorities[0]?.id ?? 0,
      patternId: undefined,
      workMode: [],
      rate: { min: undefined, max: undefined },
      requiredSkills: [],
      optionalSkills: [],
      minYearsExperience: undefined,
      location: undefined,
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
    location: position.location,
    hoursPerWeek: position.hoursPerWeek,
    responsibilities: position.responsibilities,
    hiringProcess: position.hiringProcess ?? '',
    description: position.description,
    // Saving keeps the position's current status; the status dialog is where it changes.
    statusId: position.statusId,
  };
}

const isRemoteOnly = (modes: ReadonlyArray<unknown>) => modes.length > 0 && modes.every((id) => id === workModeIds.remote);
const needsLocation = (modes: ReadonlyArray<unknown>) => modes.some((id) => id === workModeIds.office || id === workModeIds.hybrid);

export interface PositionFormProps {
  projectId: number;
  /** The position being edited; absent when creating one. */
  position?: Position;
  references: PositionFormReferences;
}

/** 'Create position' / 'Edit position': overview, requirements, work conditions, hiring process and description. */
export function PositionForm({ projectId, position, references }: PositionFormProps) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const save = useSavePosition();
  const isEditing = position !== undefined;
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    setError,
    getValues,
    formState: { errors, isDirty },
  } = useForm<PositionUpdateInput, unknown, PositionUpdateData>({
    // One form for both: the update schema only adds the status, which a new position does not have yet.
    resolver: (isEditing ? zodResolver(positionUpdateSchema) : zodResolver(positionInputSchema)) as unknown as Resolver<
      PositionUpdateInput,
      unknown,
      PositionUpdateData
    >,
    mode: 'onTouched',
    defaultValues: toFormValues(projectId, position, references),
  });
  const [workMode, requiredSkills] = useWatch({ control, name: ['workMode', 'requiredSkills'] });
  const remoteOnly = isRemoteOnly(workMode ?? []);
  const locationRequired = needsLocation(workMode ?? []);
  const hasErrors = Object.keys(errors).length > 0;
  const title = isEditing ? 'Edit position' : 'Create position';
  const toProjects = () => navigate(paths.companyProjects.href());
  const [isSaved, setIsSaved] = useState(false);
  // Leave only once the reset form has rendered clean, or the unsaved-changes guard would stop the navigation.
  useEffect(() => {
    if (isSaved && !isDirty) navigate(paths.companyProjects.href());
  }, [isSaved, isDirty, navigate]);

  const roleNodes = useMemo(() => references.roles.map((role) => ({ id: role.id, name: role.name, parent: role.parentId, assignable: true })), [references.roles]);
  const skillNodes = useMemo(
    () => references.skills.map((skill) => ({ id: skill.id, name: skill.name, parent: skill.parentId, assignable: skill.assignable })),
    [references.skills],
  );
  const skillName = useMemo(() => new Map(references.skills.map((skill) => [skill.id, skill.name])), [references.skills]);
  const responsibilityItems = useMemo(() => references.responsibilities.map((text) => ({ id: text, label: text })), [references.responsibilities]);

  const onSubmit = handleSubmit((data) =>
    save.mutate(isEditing ? { id: position.id, data } : { data }, {
      onSuccess: () => {
        reset(getValues());
        snackbar.showSuccess(isEditing ? 'Position saved' : 'Position created');
        setIsSaved(true);
      },
      onError: (error) => {
        const message = applyServerErrors(error, setError, FIELD_NAMES);
        if (message) snackbar.showError(message);
      },
    }),
  );

  const requiredList = (requiredSkills ?? []) as SkillExperience[];
  const skillMonthsError = (index: number) => errors.requiredSkills?.[index]?.months?.message;

  return (
    <>
      <PageHeader
        title={title}
        secondaryAction={{ label: 'Cancel', onClick: toProjects, disabled: save.isPending }}
        primaryAction={{ label: isEditing ? 'Save position' : 'Create position', onClick: () => void onSubmit(), disabled: hasErrors, isLoading: save.isPending }}
      />
      <UnsavedChangesGuard when={isDirty && !save.isPending && !isSaved} />
      <FormSections id="position-form" noValidate aria-label={title} onSubmit={(event) => void onSubmit(event)} onKeyDown={submitOnEnter}>
        <Card title="Position Overview">
          <FieldStack>
            <Controller
              control={control}
              name="patternId"
              render={({ field }) => (
                <TreePicker<number>
                  label="Role"
                  required
                  nodes={roleNodes}
                  value={(field.value as number | undefined) ?? null}
                  onChange={(value) => field.onChange(value ?? undefined)}
                  searchPlaceholder="Search roles"
                  error={errors.patternId?.message}
                />
              )}
            />
            <Triple>
              <Select
                label="Seniority"
                required
                options={references.seniorities.map((seniority) => ({ value: seniority.id, label: seniority.label }))}
                error={errors.seniority?.message}
                {...register('seniority', { valueAsNumber: true })}
              />
              <Controller
                control={control}
                name="rate.min"
                render={({ field }) => (
                  <NumberField
                    label="Rate min"
                    endAdornment="€"
                    value={field.value as number | undefined}
                    onChange={(value) => field.onChange(value)}
                    onBlur={field.onBlur}
                    error={errors.rate?.min?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="rate.max"
                render={({ field }) => (
                  <NumberField
                    label="Rate max"
                    endAdornment="€"
                    value={field.value as number | undefined}
                    onChange={(value) => {
                      field.onChange(value);
                      // The max decides whether the min is missing or too high.
                      setValue('rate.min', getValues('rate.min'), { shouldValidate: true });
                    }}
                    onBlur={field.onBlur}
                    error={errors.rate?.max?.message}
                  />
                )}
              />
            </Triple>
          </FieldStack>
        </Card>

        <Card title="Requirements">
          <FieldStack>
            <Controller
              control={control}
              name="optionalSkills"
              render={({ field: optionalField }) => (
                <SkillSelection<number>
                  skills={skillNodes}
                  value={{ required: requiredList.map((skill) => skill.skillId), optional: (optionalField.value ?? []) as number[] }}
                  onChange={(next) => {
                    const months = new Map(requiredList.map((skill) => [skill.skillId, skill.months]));
                    setValue(
                      'requiredSkills',
                      next.required.map((skillId) => ({ skillId, months: months.get(skillId) ?? DEFAULT_SKILL_MONTHS })),
                      { shouldDirty: true, shouldValidate: true },
                    );
                    optionalField.onChange(next.optional);
                  }}
                  requiredError={errors.requiredSkills?.message ?? errors.requiredSkills?.root?.message}
                  optionalError={errors.optionalSkills?.message}
                />
              )}
            />
            {requiredList.length > 0 && (
              <>
                <SubHeading>Experience per required skill</SubHeading>
                <SkillMonths>
                  {requiredList.map((skill, index) => (
                    <Controller
                      key={skill.skillId}
                      control={control}
                      name={`requiredSkills.${index}.months`}
                      render={({ field }) => (
                        <NumberField
                          label={`${skillName.get(skill.skillId) ?? 'Skill'} (months)`}
                          required
                          endAdornment="months"
                          value={field.value}
                          onChange={(value) => field.onChange(value)}
                          onBlur={field.onBlur}
                          error={skillMonthsError(index)}
                        />
                      )}
                    />
                  ))}
                </SkillMonths>
              </>
            )}
            <Controller
              control={control}
              name="responsibilities"
              render={({ field }) => (
                <div>
                  <MultiSelectPicker<string>
                    label="Responsibilities"
                    items={responsibilityItems}
                    value={field.value ?? []}
                    onChange={field.onChange}
                    searchPlaceholder="Search responsibilities"
                    error={errors.responsibilities?.message}
                    helperText={(field.value ?? []).length === 0 ? NO_RESPONSIBILITIES : undefined}
                  />
                </div>
              )}
            />
            <FieldPair>
              <Controller
                control={control}
                name="minYearsExperience"
                render={({ field }) => (
                  <NumberSelect
                    label="Minimum years of experience"
                    min={0}
                    max={MIN_YEARS_EXPERIENCE_MAX}
                    formatOption={(value) => `${value}+ ${value === 1 ? 'year' : 'years'}`}
                    value={field.value ?? undefined}
                    onChange={(value) => field.onChange(value)}
                    onBlur={field.onBlur}
                    error={errors.minYearsExperience?.message}
                  />
                )}
              />
            </FieldPair>
          </FieldStack>
        </Card>

        <Card title="Work Conditions">
          <FieldStack>
            <Controller
              control={control}
              name="workMode"
              render={({ field }) => (
                <CheckboxGroup<number>
                  label="Work mode"
                  required
                  options={references.workModes.map((mode) => ({ value: mode.id, label: mode.name }))}
                  value={(field.value ?? []) as number[]}
                  onChange={(next) => {
                    field.onChange(next);
                    // Remote-only work has no place; office or hybrid work needs one.
                    if (isRemoteOnly(next)) setValue('location', undefined, { shouldDirty: true, shouldValidate: true });
                    else if (errors.location) setValue('location', getValues('location'), { shouldValidate: true });
                  }}
                  error={errors.workMode?.message}
                />
              )}
            />
            <FieldPair>
              <Controller
                control={control}
                name="location"
                render={({ field }) => (
                  <Select
                    // An always-present empty choice: the requirement follows the work modes, so the value may be unset.
                    label={<LabelText label="Location" required={locationRequired} />}
                    aria-required={locationRequired || undefined}
                    disabled={remoteOnly}
                    helperText={remoteOnly ? 'A remote-only position has no location' : undefined}
                    options={references.locations.map((location) => ({ value: location.id, label: location.name }))}
                    placeholder="—"
                    value={field.value === undefined || field.value === null ? '' : String(field.value)}
                    onChange={() => undefined}
                    onValueChange={(value) => field.onChange(value === undefined ? undefined : Number(value))}
                    onBlur={field.onBlur}
                    error={errors.location?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="hoursPerWeek"
                render={({ field }) => (
                  <NumberField
                    label="Hours per week"
                    required
                    endAdornment="h"
                    value={field.value}
                    onChange={(value) => field.onChange(value)}
                    onBlur={field.onBlur}
                    error={errors.hoursPerWeek?.message}
                  />
                )}
              />
            </FieldPair>
          </FieldStack>
        </Card>

        <Card title="Hiring Process">
          <TextArea
            label="Hiring process"
            rows={4}
            maxLength={HIRING_PROCESS_MAX}
            error={errors.hiringProcess?.message}
            {...register('hiringProcess')}
          />
        </Card>

        <Card title="Description">
          <TextArea
            label="Description"
            required
            rows={8}
            minLength={POSITION_DESCRIPTION_MIN}
            maxLength={POSITION_DESCRIPTION_MAX}
            error={errors.description?.message}
            {...register('description')}
          />
          {!isEditing && <Muted>New positions are open (ACTIVE) until you change their status.</Muted>}
        </Card>
      </FormSections>
    </>
  );
}
