import { applyServerErrors } from '@benchlink/api-client';
import {
  paths,
  TALENT_BIO_MAX,
  talentInputSchema,
  type Location,
  type Role,
  type Seniority,
  type Skill,
  type Talent,
  type TalentData,
  type TalentInput,
  type WorkMode,
} from '@benchlink/contracts';
import { AddIcon, Button, Card, CheckboxGroup, Chip, ChipRow, MonthsPicker, NumberField, PageHeader, Select, submitOnEnter, Switch, TextArea, UnsavedChangesGuard, useSnackbar, YearsField } from '@benchlink/design-system';
import { MultiSelectPicker, TreePicker } from '@benchlink/design-system/pickers';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { FieldGrid, FormSections, WideField } from '../../../lib/form-layout';
import { useSaveTalent } from '../api/save-talent';
import { formIds, formSkills } from '../utils/form-ids';
import { TalentSkillsField } from './talent-skills-field';

const Suggestions = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.infoSoft};
`;

const SuggestionsTitle = styled.h3`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const FIELD_NAMES: ReadonlyArray<FieldPath<TalentInput>> = [
  'active',
  'description',
  'workModes',
  'locations',
  'experience',
  'experience.patternId',
  'experience.seniorityId',
  'experience.totalTime',
  'experience.totalTime.years',
  'experience.totalTime.months',
  'experience.skills',
  'minRate',
  'maxRate',
];

const RATE_FIELDS = [
  { name: 'minRate', label: 'Minimum rate' },
  { name: 'maxRate', label: 'Maximum rate' },
] as const;

function toFormValues(talent: Talent | undefined, seniorities: ReadonlyArray<Seniority>): TalentInput {
  if (!talent) {
    return {
      active: true,
      description: '',
      workModes: [],
      locations: [],
      // A required select has no empty choice (spec section 5), so a new talent starts on the first seniority.
      experience: { patternId: 0, seniorityId: seniorities[0]?.id ?? 0, totalTime: { years: 0, months: 0 }, skills: [] },
      minRate: null,
      maxRate: null,
    };
  }
  return {
    active: talent.active,
    description: talent.description,
    workModes: talent.workModes,
    locations: talent.locations,
    experience: {
      patternId: talent.experience.patternId,
      seniorityId: talent.experience.seniorityId,
      totalTime: talent.experience.totalTime,
      skills: talent.experience.skills,
    },
    minRate: talent.minRate ?? null,
    maxRate: talent.maxRate ?? null,
  };
}

export interface TalentFormProps {
  /** The talent being edited; absent when adding one. */
  talent?: Talent;
  roles: ReadonlyArray<Role>;
  seniorities: ReadonlyArray<Seniority>;
  skills: ReadonlyArray<Skill>;
  workModes: ReadonlyArray<WorkMode>;
  locations: ReadonlyArray<Location>;
}

/** 'Add Talent' / 'Edit talent': role, seniority, experience, rate, skills, work modes, locations, activity and bio. */
export function TalentForm({ talent, roles, seniorities, skills, workModes, locations }: TalentFormProps) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const save = useSaveTalent();
  const [savedId, setSavedId] = useState<number | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors, isDirty },
  } = useForm<TalentInput, unknown, TalentData>({
    resolver: zodResolver(talentInputSchema),
    mode: 'onTouched',
    defaultValues: toFormValues(talent, seniorities),
  });

  // Leave only after the render in which the guard saw the saved (clean) form.
  useEffect(() => {
    if (savedId !== null) navigate(paths.companyTalents.href());
  }, [savedId, navigate]);

  const patternId = useWatch({ control, name: 'experience.patternId' });
  const chosenSkills = useWatch({ control, name: 'experience.skills' });
  const role = roles.find((candidate) => candidate.id === patternId);
  const skillNames = useMemo(() => new Map(skills.map((skill) => [skill.id, skill.name])), [skills]);
  const chosenIds = new Set(formSkills(chosenSkills).map((skill) => skill.skillId));
  const suggested = (role?.suggestedSkills ?? []).filter((id) => !chosenIds.has(id) && skillNames.has(id));

  const acceptSuggestions = (ids: ReadonlyArray<number>) =>
    setValue('experience.skills', [...formSkills(chosenSkills), ...ids.map((skillId) => ({ skillId, months: 0 }))], {
      shouldDirty: true,
      shouldValidate: true,
    });

  const onSubmit = handleSubmit((data) =>
    save.mutate(
      { id: talent?.id, data },
      {
        onSuccess: (saved) => {
          reset(toFormValues(saved, seniorities));
          snackbar.showSuccess(talent ? 'Talent saved' : 'Talent added');
          setSavedId(saved.id);
        },
        onError: (error) => {
          const message = applyServerErrors(error, setError, FIELD_NAMES);
          if (message) snackbar.showError(message);
        },
      },
    ),
  );

  const roleNodes = useMemo(() => roles.map((item) => ({ id: item.id, name: item.name, parent: item.parentId, assignable: true })), [roles]);
  const seniorityOptions = seniorities.map((seniority) => ({ value: seniority.id, label: seniority.label }));
  const workModeOptions = workModes.map((mode) => ({ value: mode.id, label: mode.name }));
  const locationItems = useMemo(() => locations.map((location) => ({ id: location.id, label: location.name })), [locations]);
  const hasErrors = Object.keys(errors).length > 0;
  const experienceError = errors.experience?.totalTime?.root?.message ?? errors.experience?.totalTime?.message;
  const skillErrors = Array.isArray(errors.experience?.skills)
    ? errors.experience.skills.map((skill) => skill?.months?.message ?? skill?.skillId?.message)
    : [];

  return (
    <>
      <PageHeader
        title={talent ? 'Edit talent' : 'Add Talent'}
        primaryAction={{
          label: talent ? 'Save talent' : 'Add talent',
          onClick: () => void onSubmit(),
          disabled: hasErrors,
          isLoading: save.isPending,
        }}
        secondaryAction={{ label: 'Cancel', onClick: () => navigate(paths.companyTalents.href()), disabled: save.isPending }}
      />
      <UnsavedChangesGuard when={isDirty && !save.isPending && savedId === null} />
      <FormSections id="talent-form" aria-label={talent ? 'Edit talent' : 'Add Talent'} noValidate onSubmit={(event) => void onSubmit(event)} onKeyDown={submitOnEnter}>
        <Card title="Role and experience">
          <FieldGrid>
            <WideField>
              <Controller
                control={control}
                name="experience.patternId"
                render={({ field, fieldState }) => (
                  <TreePicker<number>
                    required
                    label="Role"
                    nodes={roleNodes}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? 0)}
                    error={fieldState.error?.message}
                    searchPlaceholder="Search roles"
                  />
                )}
              />
            </WideField>
            {role && suggested.length > 0 && (
              <WideField>
                <Suggestions aria-labelledby="talent-suggested-skills">
                  <SuggestionsTitle id="talent-suggested-skills">Suggested skills for {role.name}</SuggestionsTitle>
                  <ChipRow>
                    {suggested.map((id) => (
                      <li key={id}>
                        <Chip
                          label={skillNames.get(id)}
                          tone="primary"
                          icon={<AddIcon size={14} />}
                          onClick={() => acceptSuggestions([id])}
                        />
                      </li>
                    ))}
                  </ChipRow>
                  <div>
                    <Button size="small" variant="secondary" onClick={() => acceptSuggestions(suggested)}>
                      Add suggested skills
                    </Button>
                  </div>
                </Suggestions>
              </WideField>
            )}
            <Controller
              control={control}
              name="experience.seniorityId"
              render={({ field, fieldState }) => (
                <Select
                  label="Seniority"
                  required
                  options={seniorityOptions}
                  name={field.name}
                  ref={field.ref}
                  value={String(field.value)}
                  onBlur={field.onBlur}
                  onValueChange={(value) => field.onChange(Number(value))}
                  error={fieldState.error?.message}
                />
              )}
            />
            <FieldGrid>
              <Controller
                control={control}
                name="experience.totalTime.years"
                render={({ field, fieldState }) => (
                  <YearsField
                    label="Experience years"
                    required
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(value) => field.onChange(value ?? 0)}
                    error={fieldState.error?.message ?? experienceError}
                  />
                )}
              />
              <Controller
                control={control}
                name="experience.totalTime.months"
                render={({ field, fieldState }) => (
                  <MonthsPicker
                    label="Experience months"
                    required
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(value) => field.onChange(value ?? 0)}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </FieldGrid>
          </FieldGrid>
        </Card>
        <Card title="Rate in euros per hour">
          <FieldGrid>
            {RATE_FIELDS.map(({ name, label }) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field, fieldState }) => (
                  <NumberField
                    label={label}
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(value) => field.onChange(value ?? null)}
                    error={fieldState.error?.message}
                    endAdornment="€/h"
                  />
                )}
              />
            ))}
          </FieldGrid>
        </Card>
        <Card title="Tech stack">
          <Controller
            control={control}
            name="experience.skills"
            render={({ field, fieldState }) => (
              <TalentSkillsField
                skills={skills}
                value={formSkills(field.value)}
                onChange={(value) => field.onChange(value)}
                error={fieldState.error?.message ?? fieldState.error?.root?.message}
                rowErrors={skillErrors}
              />
            )}
          />
        </Card>
        <Card title="Work conditions">
          <FieldGrid>
            <Controller
              control={control}
              name="workModes"
              render={({ field, fieldState }) => (
                <CheckboxGroup<number>
                  label="Work mode"
                  required
                  direction="row"
                  options={workModeOptions}
                  value={formIds(field.value)}
                  onChange={(value) => field.onChange(value)}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="active"
              render={({ field }) => (
                <Switch
                  label="Active"
                  name={field.name}
                  ref={field.ref}
                  checked={field.value ?? true}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
              )}
            />
            <WideField>
              <Controller
                control={control}
                name="locations"
                render={({ field, fieldState }) => (
                  <MultiSelectPicker<number>
                    label="Locations"
                    items={locationItems}
                    value={formIds(field.value)}
                    onChange={(value) => field.onChange(value)}
                    error={fieldState.error?.message}
                    helperText={(field.value ?? []).length === 0 ? 'No locations selected' : undefined}
                    searchPlaceholder="Search locations"
                  />
                )}
              />
            </WideField>
          </FieldGrid>
        </Card>
        <Card title="About the talent">
          <TextArea label="Bio" rows={6} maxLength={TALENT_BIO_MAX} error={errors.description?.message} {...register('description')} />
        </Card>
      </FormSections>
    </>
  );
}
