import { useSaveTalent } from '@benchlink/api-client';
import { paths } from '@benchlink/contracts/paths';
import { type Location, type Role, type Seniority, type Skill, type WorkMode } from '@benchlink/contracts/reference';
import {
  TALENT_BIO_MAX,
  talentInputSchema,
  type Talent,
  type TalentData,
  type TalentInput,
} from '@benchlink/contracts/talents';
import { AddIcon, Button, Card, Chip, ChipRow, PageHeader } from '@benchlink/design-system';
import {
  Form,
  FormCheckboxGroup,
  FormMonthsPicker,
  FormMultiSelectPicker,
  FormNumberField,
  FormSelect,
  FormSwitch,
  FormTextArea,
  FormTreePicker,
  FormYearsField,
  useField,
  useFieldMessage,
  useFormSubmit,
} from '@benchlink/domain-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { FieldGrid, FormSections, WideField } from '../../../lib/form-layout';
import { formSkills } from '../utils/form-ids';
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
      // A required select has no empty choice (docs/product.md, Shared inputs), so a new talent starts on the first seniority.
      experience: {
        patternId: 0,
        seniorityId: seniorities[0]?.id ?? 0,
        totalTime: { years: 0, months: 0 },
        skills: [],
      },
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

/** The chosen role's suggested skills not chosen yet, to add one by one or all at once. */
function SuggestedSkills({ roles, skills }: Pick<TalentFormProps, 'roles' | 'skills'>) {
  const { control, setValue } = useFormContext<TalentInput>();
  const [patternId, chosenSkills] = useWatch({ control, name: ['experience.patternId', 'experience.skills'] });
  const skillNames = useMemo(() => new Map(skills.map((skill) => [skill.id, skill.name])), [skills]);
  const role = roles.find((candidate) => candidate.id === patternId);
  const chosenIds = new Set(formSkills(chosenSkills).map((skill) => skill.skillId));
  const suggested = (role?.suggestedSkills ?? []).filter((id) => !chosenIds.has(id) && skillNames.has(id));
  if (!role || suggested.length === 0) return null;

  const acceptSuggestions = (ids: ReadonlyArray<number>) =>
    setValue('experience.skills', [...formSkills(chosenSkills), ...ids.map((skillId) => ({ skillId, months: 0 }))], {
      shouldDirty: true,
      shouldValidate: true,
    });

  return (
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
  );
}

/** Role (with its suggested skills), seniority and the total experience. */
function RoleAndExperienceCard({
  roles,
  seniorities,
  skills,
}: Pick<TalentFormProps, 'roles' | 'seniorities' | 'skills'>) {
  const roleNodes = useMemo(
    () => roles.map((item) => ({ id: item.id, name: item.name, parent: item.parentId, assignable: true })),
    [roles],
  );
  // A rule on the years and months together ("at least one month") shows on the years.
  const totalTimeError = useFieldMessage('experience.totalTime');
  return (
    <Card title="Role and experience">
      <FieldGrid>
        <WideField>
          <FormTreePicker<number>
            name="experience.patternId"
            required
            label="Role"
            nodes={roleNodes}
            emptyValue={0}
            searchPlaceholder="Search roles"
          />
        </WideField>
        <SuggestedSkills roles={roles} skills={skills} />
        <FormSelect
          name="experience.seniorityId"
          label="Seniority"
          required
          options={seniorities.map((seniority) => ({ value: seniority.id, label: seniority.label }))}
        />
        <FieldGrid>
          <FormYearsField
            name="experience.totalTime.years"
            label="Experience years"
            required
            emptyValue={0}
            error={totalTimeError}
          />
          <FormMonthsPicker name="experience.totalTime.months" label="Experience months" required emptyValue={0} />
        </FieldGrid>
      </FieldGrid>
    </Card>
  );
}

/** The tech stack: skills from the skill tree, each with its months of experience. */
function TalentSkills({ skills }: Pick<TalentFormProps, 'skills'>) {
  const { control } = useFormContext<TalentInput>();
  const { field, message } = useField<TalentInput['experience']['skills']>('experience.skills');
  const { errors } = useFormState({ control, name: 'experience.skills' });
  const rowErrors = Array.isArray(errors.experience?.skills)
    ? errors.experience.skills.map((skill) => skill?.months?.message ?? skill?.skillId?.message)
    : [];
  return (
    <TalentSkillsField
      skills={skills}
      value={formSkills(field.value)}
      onChange={field.onChange}
      error={message}
      rowErrors={rowErrors}
    />
  );
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
  const save = useSaveTalent();
  const form = useForm<TalentInput, unknown, TalentData>({
    resolver: zodResolver(talentInputSchema),
    mode: 'onTouched',
    defaultValues: toFormValues(talent, seniorities),
  });
  const toTalents = () => navigate(paths.companyTalents.href());
  const submit = useFormSubmit(form, (data) => save.mutateAsync({ id: talent?.id, data }), {
    resetTo: (saved) => toFormValues(saved, seniorities),
    successMessage: talent ? 'Talent saved' : 'Talent added',
    onSuccess: toTalents,
  });
  const locationItems = useMemo(
    () => locations.map((location) => ({ id: location.id, label: location.name })),
    [locations],
  );
  const title = talent ? 'Edit talent' : 'Add Talent';

  return (
    <>
      <PageHeader
        title={title}
        primaryAction={{
          label: talent ? 'Save talent' : 'Add talent',
          onClick: submit.submit,
          disabled: submit.hasErrors,
          isLoading: submit.isPending,
        }}
        secondaryAction={{ label: 'Cancel', onClick: toTalents, disabled: submit.isPending }}
      />
      <Form form={form} submit={submit} as={FormSections} id="talent-form" aria-label={title}>
        <RoleAndExperienceCard roles={roles} seniorities={seniorities} skills={skills} />
        <Card title="Rate in euros per hour">
          <FieldGrid>
            {RATE_FIELDS.map(({ name, label }) => (
              <FormNumberField key={name} name={name} label={label} emptyValue={null} endAdornment="€/h" />
            ))}
          </FieldGrid>
        </Card>
        <Card title="Tech stack">
          <TalentSkills skills={skills} />
        </Card>
        <Card title="Work conditions">
          <FieldGrid>
            <FormCheckboxGroup<number>
              name="workModes"
              label="Work mode"
              required
              direction="row"
              options={workModes.map((mode) => ({ value: mode.id, label: mode.name }))}
            />
            <FormSwitch name="active" label="Active" />
            <WideField>
              <FormMultiSelectPicker<number>
                name="locations"
                label="Locations"
                items={locationItems}
                emptyHelperText="No locations selected"
                searchPlaceholder="Search locations"
              />
            </WideField>
          </FieldGrid>
        </Card>
        <Card title="About the talent">
          <FormTextArea name="description" label="Bio" rows={6} maxLength={TALENT_BIO_MAX} />
        </Card>
      </Form>
    </>
  );
}
