import { useSaveProject } from '@benchlink/api-client';
import { type PartnerGroup } from '@benchlink/contracts/partner-groups';
import { paths } from '@benchlink/contracts/paths';
import {
  DURATION_YEARS_MAX,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_DESCRIPTION_MIN,
  PROJECT_NAME_MAX,
  elapsedDuration,
  projectInputSchema,
  type Project,
  type ProjectData,
  type ProjectInput,
} from '@benchlink/contracts/projects';
import {
  ArrowLeftIcon,
  Card,
  ErrorAlert,
  FieldMessage,
  InfoNotice,
  MonthsPicker,
  PageHeader,
  SkeletonList,
  YearsField,
} from '@benchlink/design-system';
import {
  Form,
  FormDateField,
  FormMultiSelectPicker,
  FormSwitch,
  FormTextArea,
  FormTextField,
  useField,
  useAppForm,
  useFieldMessage,
  useFormSubmit,
  useRecheck,
} from '@benchlink/domain-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { FieldPair, FieldStack, FormSections } from '../../../lib/form-layout';
import { projectExpiry } from '../utils/expiry';
import { ReferralTermsCard } from './referral-terms-card';

export const AUTO_DURATION_INFO = 'Duration is automatically calculated from start and end dates';
export const NEEDS_END_DATE_INFO = 'Provide an end date as well to calculate the duration from the dates.';
export const NEEDS_START_DATE_INFO = 'Provide a start date as well to calculate the duration from the dates.';
export const EXPIRY_ON_SAVE_INFO = 'Saving lists it for 3 weeks from now.';
export const EXPIRED_ON_SAVE_INFO = 'Saving lists it again for 3 weeks from now.';
export const PRIVATE_WITHOUT_GROUPS_INFO =
  'This project is private: it stays invisible to other companies until you select at least one partner group.';

const DurationPair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  @media (min-width: 700px) {
    gap: ${({ theme }) => theme.space(5)};
  }
`;

const DurationLegend = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

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
    referral: project?.referral ?? null,
  };
}

/** The dates, or a duration in years and months: the two ways of giving the span exclude each other. */
function ScheduleCard() {
  const { control, setValue, trigger, getFieldState } = useFormContext<ProjectInput>();
  const [startDate, endDate] = useWatch({ control, name: ['startDate', 'endDate'] });
  const duration = useField<ProjectInput['duration']>('duration');
  const yearsError = useFieldMessage('duration.years');
  const monthsError = useFieldMessage('duration.months');
  const durationError = duration.message ?? yearsError ?? monthsError;
  const hasBothDates = Boolean(startDate && endDate);
  const computedDuration = useMemo(
    () => (startDate && endDate && startDate <= endDate ? elapsedDuration(startDate, endDate) : null),
    [startDate, endDate],
  );
  const shown = hasBothDates ? computedDuration : duration.field.value;

  // Each date's message depends on the other date, and a missing duration on both; a date not reached yet stays quiet.
  const recheck = useRecheck<ProjectInput>();
  const recheckDates = () => {
    recheck(['startDate', 'endDate']);
    if (getFieldState('duration').error) void trigger('duration');
  };

  /** Entering a duration by hand clears the dates. */
  const setDuration = (part: 'years' | 'months', value: number | undefined) => {
    const current = duration.field.value;
    const next = { years: current?.years ?? 0, months: current?.months ?? 0, [part]: value ?? 0 };
    setValue('duration', next.years === 0 && next.months === 0 && value === undefined ? null : next, {
      shouldDirty: true,
      shouldValidate: true,
    });
    if (startDate || endDate) {
      setValue('startDate', null, { shouldDirty: true });
      setValue('endDate', null, { shouldDirty: true, shouldValidate: true });
    }
  };

  let dateInfo: string | null = null;
  if (hasBothDates) dateInfo = AUTO_DURATION_INFO;
  else if (startDate) dateInfo = NEEDS_END_DATE_INFO;
  else if (endDate) dateInfo = NEEDS_START_DATE_INFO;

  return (
    <Card title="Schedule">
      <FieldStack>
        <FieldPair>
          <FormDateField
            name="startDate"
            label="Start date"
            emptyValue={null}
            maxDate={endDate ?? undefined}
            onChange={recheckDates}
          />
          <FormDateField
            name="endDate"
            label="End date"
            emptyValue={null}
            minDate={startDate ?? undefined}
            onChange={recheckDates}
          />
        </FieldPair>
        <DurationLegend id="project-duration">Duration</DurationLegend>
        <DurationPair role="group" aria-labelledby="project-duration">
          <YearsField
            label="Years"
            value={shown?.years}
            maxYears={DURATION_YEARS_MAX}
            disabled={hasBothDates}
            onChange={(value) => setDuration('years', value)}
            onBlur={duration.field.onBlur}
          />
          <MonthsPicker
            label="Months"
            value={shown?.months}
            disabled={hasBothDates}
            onChange={(value) => setDuration('months', value)}
            onBlur={duration.field.onBlur}
          />
        </DurationPair>
        {durationError && (
          <FieldMessage $isError role="alert">
            {durationError}
          </FieldMessage>
        )}
        {dateInfo && <InfoNotice>{dateInfo}</InfoNotice>}
      </FieldStack>
    </Card>
  );
}

/** The edited project's expiry, counted from the clock as it renders, and what saving does to it. */
function ExpiryNote({ expiryDate }: { expiryDate: string }) {
  const expiry = projectExpiry(expiryDate);
  return (
    <>
      {expiry.text} ({expiry.date}). {expiry.isExpired ? EXPIRED_ON_SAVE_INFO : EXPIRY_ON_SAVE_INFO}
    </>
  );
}

type PartnerGroupsProps = Pick<ProjectFormProps, 'partnerGroups' | 'partnerGroupsError' | 'onRetryPartnerGroups'>;

/** Partners only, and the partner groups a private project is shared with. */
function VisibilityCard({ partnerGroups, partnerGroupsError, onRetryPartnerGroups }: PartnerGroupsProps) {
  const { control } = useFormContext<ProjectInput>();
  const [partnerOnly, selectedGroups] = useWatch({ control, name: ['partnerOnly', 'partnerGroups'] });
  const groupItems = useMemo(
    () => (partnerGroups ?? []).map((group) => ({ id: group.id, label: group.name })),
    [partnerGroups],
  );
  return (
    <Card title="Visibility">
      <FieldStack>
        <FormSwitch name="partnerOnly" label="Partners only" />
        {partnerOnly && (
          <>
            {partnerGroupsError && !partnerGroups && (
              <ErrorAlert
                title="Could not load partner groups"
                message={partnerGroupsError.message}
                onRetry={onRetryPartnerGroups}
              />
            )}
            {!partnerGroups && !partnerGroupsError && <SkeletonList rows={1} label="Loading partner groups" />}
            {partnerGroups && (
              <FormMultiSelectPicker<number>
                name="partnerGroups"
                label="Partner groups"
                helperText="Choose partner groups to share this project with"
                items={groupItems}
                searchPlaceholder="Search partner groups"
              />
            )}
            {(selectedGroups ?? []).length === 0 && <InfoNotice>{PRIVATE_WITHOUT_GROUPS_INFO}</InfoNotice>}
          </>
        )}
      </FieldStack>
    </Card>
  );
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
export function ProjectForm({ project, ...partnerGroups }: ProjectFormProps) {
  const navigate = useNavigate();
  const save = useSaveProject();
  const form = useAppForm<ProjectInput, unknown, ProjectData>({
    resolver: zodResolver(projectInputSchema),
    defaultValues: toFormValues(project),
  });
  const backToList = () => navigate(paths.companyProjects.href());
  const submit = useFormSubmit(form, (data) => save.mutateAsync({ id: project?.id, data }), {
    resetTo: toFormValues,
    successMessage: project ? 'Project saved' : 'Project created',
    // A new project opens its page, where its first position is added.
    onSuccess: (saved) => (project ? backToList() : navigate(paths.project.href(saved.id))),
  });
  const title = project ? 'Edit project' : 'Create project';

  return (
    <>
      <PageHeader
        title={title}
        subtitle={project && <ExpiryNote expiryDate={project.expiryDate} />}
        secondaryAction={{
          label: 'Back to projects',
          icon: <ArrowLeftIcon size={18} />,
          onClick: backToList,
          disabled: submit.isPending,
        }}
        primaryAction={{
          label: project ? 'Save project' : 'Create project',
          onClick: submit.submit,
          isLoading: submit.isPending,
        }}
      />
      <Form form={form} submit={submit} as={FormSections} id="project-form" aria-label={title}>
        <Card title="Project details">
          <FieldStack>
            <FormTextField name="name" label="Name" required maxLength={PROJECT_NAME_MAX} />
            <FormTextArea
              name="description"
              label="Description"
              required
              rows={6}
              minLength={PROJECT_DESCRIPTION_MIN}
              maxLength={PROJECT_DESCRIPTION_MAX}
            />
          </FieldStack>
        </Card>
        <ScheduleCard />
        <VisibilityCard {...partnerGroups} />
        <ReferralTermsCard />
      </Form>
    </>
  );
}

export interface ProjectFormScreenProps extends Omit<ProjectFormProps, 'project'> {
  /** The project to edit; absent when creating one. */
  projectQuery?: { data: Project | undefined; error: Error | null; refetch: () => void };
}

/** Loads the edited project before showing the form, with the product's error text when that fails. */
export function ProjectFormScreen({ projectQuery, ...rest }: ProjectFormScreenProps) {
  if (!projectQuery) return <ProjectForm {...rest} />;
  if (projectQuery.error && !projectQuery.data) {
    return (
      <>
        <PageHeader title="Edit project" />
        <ErrorAlert
          title="Failed to load project data."
          message={projectQuery.error.message}
          onRetry={projectQuery.refetch}
        />
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
