import { applyServerErrors } from '@benchlink/api-client';
import {
  DURATION_YEARS_MAX,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_DESCRIPTION_MIN,
  PROJECT_NAME_MAX,
  elapsedDuration,
  paths,
  projectInputSchema,
  type PartnerGroup,
  type Project,
  type ProjectData,
  type ProjectInput,
} from '@benchlink/contracts';
import { ArrowLeftIcon, Card, DateField, ErrorAlert, FieldMessage, InfoNotice, MonthsPicker, PageHeader, SkeletonList, submitOnEnter, Switch, TextArea, TextField, UnsavedChangesGuard, useSnackbar, YearsField } from '@benchlink/design-system';
import { MultiSelectPicker } from '@benchlink/design-system/pickers';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { FieldPair, FieldStack, FormSections } from '../../../lib/form-layout';
import { useSaveProject } from '../api/projects';

export const AUTO_DURATION_INFO = 'Duration is automatically calculated from start and end dates';
export const NEEDS_END_DATE_INFO = 'Provide an end date as well to calculate the duration from the dates.';
export const NEEDS_START_DATE_INFO = 'Provide a start date as well to calculate the duration from the dates.';
export const PRIVATE_WITHOUT_GROUPS_INFO =
  'This project is private: it stays invisible to other companies until you select at least one partner group.';

const DurationPair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  @media (min-width: 700px) { gap: ${({ theme }) => theme.space(5)}; }
`;

const DurationLegend = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const FIELD_NAMES: ReadonlyArray<FieldPath<ProjectInput>> = ['name', 'description', 'partnerOnly', 'partnerGroups', 'startDate', 'endDate', 'duration'];

function toFormValues(project: Project | undefined): ProjectInput {
  return {
    name: project?.name ?? '',
    description: project?.description ?? '',
    partnerOnly: project?.partnerOnly ?? false,
    partnerGroups: project?.partnerGroups ?? [],
    startDate: project?.startDate ?? undefined,
    endDate: project?.endDate ?? undefined,
    // A dated project's duration follows its dates; only an undated one keeps its own.
    duration: project && !(project.startDate && project.endDate) ? project.duration : null,
  };
}

export interface ProjectFormProps {
  /** The project being edited; absent when creating one. */
  project?: Project;
  /** The company's partner groups; undefined while they load. */
  partnerGroups: ReadonlyArray<PartnerGroup> | undefined;
  partnerGroupsError?: Error | null;
  onRetryPartnerGroups?: () => void;
}

/** 'Create project' / 'Edit project': details, dates or duration, and partner-only visibility. */
export function ProjectForm({ project, partnerGroups, partnerGroupsError, onRetryPartnerGroups }: ProjectFormProps) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const save = useSaveProject();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    setError,
    trigger,
    formState: { errors, isDirty },
  } = useForm<ProjectInput, unknown, ProjectData>({
    resolver: zodResolver(projectInputSchema),
    mode: 'onTouched',
    defaultValues: toFormValues(project),
  });
  const [startDate, endDate, partnerOnly, selectedGroups] = useWatch({ control, name: ['startDate', 'endDate', 'partnerOnly', 'partnerGroups'] });
  const hasBothDates = Boolean(startDate && endDate);
  const computedDuration = useMemo(
    () => (startDate && endDate && startDate <= endDate ? elapsedDuration(startDate, endDate) : null),
    [startDate, endDate],
  );
  const groupItems = useMemo(() => (partnerGroups ?? []).map((group) => ({ id: group.id, label: group.name })), [partnerGroups]);
  const hasErrors = Object.keys(errors).length > 0;
  const title = project ? 'Edit project' : 'Create project';
  const backToList = () => navigate(paths.companyProjects.href());
  const [isSaved, setIsSaved] = useState(false);
  // Leave only once the reset form has rendered clean, or the unsaved-changes guard would stop the navigation.
  useEffect(() => {
    if (isSaved && !isDirty) navigate(paths.companyProjects.href());
  }, [isSaved, isDirty, navigate]);

  const setDate = (name: 'startDate' | 'endDate', value: string | undefined) => {
    setValue(name, value ?? null, { shouldDirty: true, shouldValidate: true });
    // Re-check the other date, whose message depends on this one.
    setValue(name === 'startDate' ? 'endDate' : 'startDate', name === 'startDate' ? endDate : startDate, { shouldValidate: true });
    if (errors.duration) void trigger('duration');
  };

  /** Entering a duration by hand clears the dates: the two ways of giving the span exclude each other. */
  const setDuration = (part: 'years' | 'months', value: number | undefined, current: ProjectInput['duration']) => {
    const next = { years: current?.years ?? 0, months: current?.months ?? 0, [part]: value ?? 0 };
    setValue('duration', next.years === 0 && next.months === 0 && value === undefined ? null : next, { shouldDirty: true, shouldValidate: true });
    if (startDate || endDate) {
      setValue('startDate', null, { shouldDirty: true });
      setValue('endDate', null, { shouldDirty: true, shouldValidate: true });
    }
  };

  const onSubmit = handleSubmit((data) =>
    save.mutate(
      { id: project?.id, data },
      {
        onSuccess: (saved) => {
          reset(toFormValues(saved));
          snackbar.showSuccess(project ? 'Project saved' : 'Project created');
          setIsSaved(true);
        },
        onError: (error) => {
          const message = applyServerErrors(error, setError, FIELD_NAMES);
          if (message) snackbar.showError(message);
        },
      },
    ),
  );

  let dateInfo: string | null = null;
  if (hasBothDates) dateInfo = AUTO_DURATION_INFO;
  else if (startDate) dateInfo = NEEDS_END_DATE_INFO;
  else if (endDate) dateInfo = NEEDS_START_DATE_INFO;
  const durationError = errors.duration?.message ?? errors.duration?.years?.message ?? errors.duration?.months?.message;

  return (
    <>
      <PageHeader
        title={title}
        secondaryAction={{ label: 'Back to projects', icon: <ArrowLeftIcon size={18} />, onClick: backToList, disabled: save.isPending }}
        primaryAction={{ label: project ? 'Save project' : 'Create project', onClick: () => void onSubmit(), disabled: hasErrors, isLoading: save.isPending }}
      />
      <UnsavedChangesGuard when={isDirty && !save.isPending && !isSaved} />
      <FormSections id="project-form" noValidate aria-label={title} onSubmit={(event) => void onSubmit(event)} onKeyDown={submitOnEnter}>
        <Card title="Project details">
          <FieldStack>
            <TextField label="Name" required maxLength={PROJECT_NAME_MAX} error={errors.name?.message} {...register('name')} />
            <TextArea
              label="Description"
              required
              rows={6}
              minLength={PROJECT_DESCRIPTION_MIN}
              maxLength={PROJECT_DESCRIPTION_MAX}
              error={errors.description?.message}
              {...register('description')}
            />
          </FieldStack>
        </Card>
        <Card title="Schedule">
          <FieldStack>
            <FieldPair>
              <DateField
                label="Start date"
                value={startDate ?? undefined}
                onChange={(value) => setDate('startDate', value)}
                maxDate={endDate ?? undefined}
                error={errors.startDate?.message}
              />
              <DateField
                label="End date"
                value={endDate ?? undefined}
                onChange={(value) => setDate('endDate', value)}
                minDate={startDate ?? undefined}
                error={errors.endDate?.message}
              />
            </FieldPair>
            <DurationLegend id="project-duration">Duration</DurationLegend>
            <Controller
              control={control}
              name="duration"
              render={({ field }) => {
                const shown = hasBothDates ? computedDuration : field.value;
                return (
                  <DurationPair role="group" aria-labelledby="project-duration">
                    <YearsField
                      label="Years"
                      value={shown?.years}
                      maxYears={DURATION_YEARS_MAX}
                      disabled={hasBothDates}
                      onChange={(value) => setDuration('years', value, field.value)}
                      onBlur={field.onBlur}
                    />
                    <MonthsPicker
                      label="Months"
                      value={shown?.months}
                      disabled={hasBothDates}
                      onChange={(value) => setDuration('months', value, field.value)}
                      onBlur={field.onBlur}
                    />
                  </DurationPair>
                );
              }}
            />
            {durationError && (
              <FieldMessage $isError role="alert">
                {durationError}
              </FieldMessage>
            )}
            {dateInfo && <InfoNotice>{dateInfo}</InfoNotice>}
          </FieldStack>
        </Card>
        <Card title="Visibility">
          <FieldStack>
            <Switch label="Partners only" {...register('partnerOnly')} />
            {partnerOnly && (
              <>
                {partnerGroupsError && !partnerGroups && (
                  <ErrorAlert title="Could not load partner groups" message={partnerGroupsError.message} onRetry={onRetryPartnerGroups} />
                )}
                {!partnerGroups && !partnerGroupsError && <SkeletonList rows={1} label="Loading partner groups" />}
                {partnerGroups && (
                  <Controller
                    control={control}
                    name="partnerGroups"
                    render={({ field }) => (
                      <MultiSelectPicker<number>
                        label="Partner groups"
                        helperText="Choose partner groups to share this project with"
                        items={groupItems}
                        // The contract coerces ids, so its input type is unknown[]; the picker only holds numbers.
                        value={(field.value ?? []) as number[]}
                        onChange={field.onChange}
                        searchPlaceholder="Search partner groups"
                        error={errors.partnerGroups?.message}
                      />
                    )}
                  />
                )}
                {(selectedGroups ?? []).length === 0 && <InfoNotice>{PRIVATE_WITHOUT_GROUPS_INFO}</InfoNotice>}
              </>
            )}
          </FieldStack>
        </Card>
      </FormSections>
    </>
  );
}

export interface ProjectFormScreenProps extends Omit<ProjectFormProps, 'project'> {
  /** The project to edit; absent when creating one. */
  projectQuery?: { data: Project | undefined; error: Error | null; refetch: () => void };
}

/** Loads the edited project before showing the form, with the spec's error text when that fails. */
export function ProjectFormScreen({ projectQuery, ...rest }: ProjectFormScreenProps) {
  if (!projectQuery) return <ProjectForm {...rest} />;
  if (projectQuery.error && !projectQuery.data) {
    return (
      <>
        <PageHeader title="Edit project" />
        <ErrorAlert title="Failed to load project data." message={projectQuery.error.message} onRetry={projectQuery.refetch} />
      </>
    );
  }
  if (!projectQuery.data) {
    return (
      <>
        <PageHeader title="Edit project" />
        <SkeletonList rows={3} label="Loading project" />
      </>
    );
  }
  return <ProjectForm key={projectQuery.data.id} project={projectQuery.data} {...rest} />;
}
