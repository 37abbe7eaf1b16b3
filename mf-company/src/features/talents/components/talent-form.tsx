import { dataUrlToFile, isApiError, useSaveTalent, useUploadTalentCv } from '@benchlink/api-client';
import { paths } from '@benchlink/contracts/paths';
import { type Location, type Role, type Seniority, type Skill, type WorkMode } from '@benchlink/contracts/reference';
import { TALENT_BIO_MAX, TALENT_REFERENCE_MAX, type Talent } from '@benchlink/contracts/talents';
import {
  AddIcon,
  Button,
  Card,
  Chip,
  ChipRow,
  PageHeader,
  useSnackbar,
  type UploadedFile,
} from '@benchlink/design-system';
import {
  Form,
  FormCheckboxGroup,
  FormDateField,
  FormMonthsPicker,
  FormNumberField,
  FormSelect,
  FormSwitch,
  FormTextArea,
  FormTextField,
  FormTreePicker,
  FormYearsField,
  useAppForm,
  useField,
  useFieldMessage,
  useFormSubmit,
  useLocationTree,
} from '@benchlink/domain-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { FieldGrid, FormSections, WideField } from '../../../lib/form-layout';
import { formSkills } from '../utils/form-ids';
import { talentFormSchema, type TalentFormData, type TalentFormValues } from '../utils/talent-form-schema';
import { NewTalentCv, TalentCv } from './talent-cv-field';
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

function toFormValues(talent: Talent | undefined): TalentFormValues {
  if (!talent) {
    return {
      reference: '',
      availableFrom: null,
      active: true,
      description: '',
      workModes: [],
      locations: [],
      // No role or seniority yet (0): the form asks for both rather than suggesting one.
      experience: {
        patternId: 0,
        seniorityId: 0,
        totalTime: { years: 0, months: 0 },
        skills: [],
      },
      minRate: null,
      maxRate: null,
    };
  }
  return {
    reference: talent.reference ?? '',
    availableFrom: talent.availableFrom ?? null,
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
  const { control, setValue } = useFormContext<TalentFormValues>();
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
  const { control } = useFormContext<TalentFormValues>();
  const { field, message } = useField<TalentFormValues['experience']['skills']>('experience.skills');
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

/** What a save did: the talent as saved, and why a new talent's CV was not stored, if it was not. */
type SaveOutcome = { saved: Talent; cvError?: string };

/**
 * 'Add Talent' / 'Edit talent': the company's name or reference for the talent and from when it is available, role,
 * seniority, experience, rate, skills, work modes, locations, activity, bio, and its CV. An existing talent's CV is
 * uploaded or removed at once, apart from the form; a new talent's is chosen with the form and uploaded once the
 * talent exists.
 */
export function TalentForm({ talent, roles, seniorities, skills, workModes, locations }: TalentFormProps) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const save = useSaveTalent();
  const uploadCv = useUploadTalentCv();
  const [newCv, setNewCv] = useState<UploadedFile | null>(null);
  const [newCvProgress, setNewCvProgress] = useState<number>();
  const form = useAppForm<TalentFormValues, unknown, TalentFormData>({
    resolver: zodResolver(talentFormSchema),
    defaultValues: toFormValues(talent),
  });
  const toTalents = () => navigate(paths.companyTalents.href());

  const saveTalent = async (data: TalentFormData): Promise<SaveOutcome> => {
    const saved = await save.mutateAsync({ id: talent?.id, data });
    if (talent || !newCv) return { saved };
    // The talent exists now whatever happens to its CV: a refused upload is reported, never a failed save (which
    // would invite adding the talent twice).
    setNewCvProgress(0);
    try {
      await uploadCv.mutateAsync({ id: saved.id, file: dataUrlToFile(newCv), onProgress: setNewCvProgress });
      return { saved };
    } catch (error) {
      return { saved, cvError: isApiError(error) || error instanceof Error ? error.message : String(error) };
    } finally {
      setNewCvProgress(undefined);
    }
  };

  const submit = useFormSubmit(form, saveTalent, {
    resetTo: ({ saved }) => toFormValues(saved),
    hasOtherChanges: newCv !== null,
    onSaved: ({ cvError }) => {
      setNewCv(null);
      if (cvError) snackbar.showError(`Talent added, but its CV was not uploaded: ${cvError}`);
      else snackbar.showSuccess(talent ? 'Talent saved' : 'Talent added');
    },
    // A new talent whose CV was refused opens for editing, where the CV can be chosen again.
    onSuccess: ({ saved, cvError }) => (cvError ? navigate(paths.editTalent.href(saved.id)) : toTalents()),
  });
  const locationTree = useLocationTree(locations);
  const title = talent ? 'Edit talent' : 'Add Talent';

  return (
    <>
      <PageHeader
        title={title}
        primaryAction={{
          label: talent ? 'Save talent' : 'Add talent',
          onClick: submit.submit,
          isLoading: submit.isPending,
        }}
        secondaryAction={{ label: 'Cancel', onClick: toTalents, disabled: submit.isPending }}
      />
      <Form form={form} submit={submit} as={FormSections} id="talent-form" aria-label={title}>
        <Card title="Reference and availability">
          <FieldGrid>
            <FormTextField
              name="reference"
              label="Name or reference"
              required
              autoComplete="off"
              helperText={`Up to ${TALENT_REFERENCE_MAX} characters. Only your company sees it; other companies see the role and seniority.`}
            />
            <FormDateField
              name="availableFrom"
              label="Available from"
              emptyValue={null}
              helperText="Leave empty when the talent is available now. Saving the talent also confirms its availability."
            />
          </FieldGrid>
        </Card>
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
              <FormTreePicker<number>
                multiple
                name="locations"
                label="Locations"
                nodes={locationTree}
                searchPlaceholder="Search locations"
                emptyHelperText="No locations selected"
              />
            </WideField>
          </FieldGrid>
        </Card>
        <Card title="About the talent">
          <FormTextArea name="description" label="Bio" rows={6} maxLength={TALENT_BIO_MAX} />
        </Card>
        <Card title="CV">
          {talent ? (
            <TalentCv talent={talent} talentName={talent.reference ?? `${talent.seniorityLabel} ${talent.role.name}`} />
          ) : (
            <NewTalentCv file={newCv} onChange={setNewCv} progress={newCvProgress} isDisabled={submit.isPending} />
          )}
        </Card>
      </Form>
    </>
  );
}
