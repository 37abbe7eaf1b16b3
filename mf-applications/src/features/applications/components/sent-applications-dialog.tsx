import { sentApplicationsQueryOptions, useCancelApplication } from '@benchlink/api-client';
import { type ApplicationListItem, type ApplicationOverview } from '@benchlink/contracts/applications';
import { paths } from '@benchlink/contracts/paths';
import {
  Button,
  ConfirmDialog,
  Dialog,
  ErrorAlert,
  formatDate,
  SkeletonList,
  useSnackbar,
  type DataTableColumn,
} from '@benchlink/design-system';
import { TextLink } from '@benchlink/domain-ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { isCancellable } from '../utils/application-status';
import { experience, formatRate } from '../utils/format';
import { ContactDetails } from './contact-details';
import { AppliedTalentLink, CellStack, fileColumn, Muted, RowActions, StackedTable, statusColumn } from './table-parts';

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Rate and start date the company offered with this application. */
const offer = (application: ApplicationListItem) =>
  [formatRate(application.rate), `from ${formatDate(application.availableFrom)}`].filter(Boolean).join(' · ');

function columns(onCancel: (application: ApplicationListItem) => void): DataTableColumn<ApplicationListItem>[] {
  return [
    {
      key: 'talent',
      header: 'TALENT',
      render: (application) => (
        <CellStack>
          <AppliedTalentLink application={application} />
          <Muted>{offer(application)}</Muted>
          {application.contact && <ContactDetails contact={application.contact} who="Accepted by" />}
          {application.denyReason && <Muted>Reason given: {application.denyReason}</Muted>}
        </CellStack>
      ),
    },
    {
      key: 'experience',
      header: 'YEARS XP',
      render: ({ talent }) => (talent ? experience(talent.totalMonths) : <Muted>—</Muted>),
    },
    {
      key: 'location',
      header: 'LOCATION',
      render: ({ talent }) =>
        talent && talent.locations.length > 0 ? (
          <CellStack $minWidth="6rem">{talent.locations.map((place) => place.name).join(', ')}</CellStack>
        ) : (
          <Muted>—</Muted>
        ),
    },
    fileColumn,
    statusColumn,
    {
      key: 'actions',
      header: 'ACTIONS',
      render: (application) =>
        isCancellable(application.applicationStatus) ? (
          <RowActions>
            <Button variant="secondary" size="small" onClick={() => onCancel(application)}>
              Cancel
            </Button>
          </RowActions>
        ) : (
          <Muted>—</Muted>
        ),
    },
  ];
}

export interface SentApplicationsDialogProps {
  position: ApplicationOverview;
  onClose: () => void;
}

/** The applications the company sent to one position, each withdrawable until the owner decides. */
export function SentApplicationsDialog({ position, onClose }: SentApplicationsDialogProps) {
  const sent = useQuery(sentApplicationsQueryOptions());
  const cancel = useCancelApplication();
  const snackbar = useSnackbar();
  const [pending, setPending] = useState<ApplicationListItem | null>(null);
  const applications = sent.data?.filter((application) => application.position.id === position.positionId);

  const confirmCancel = () => {
    if (!pending) return;
    cancel.mutate(pending.id, {
      onSuccess: () => snackbar.showSuccess('Application cancelled'),
      onError: (error) => snackbar.showError(error.message),
      onSettled: () => setPending(null),
    });
  };

  return (
    <>
      <Dialog
        isOpen
        onClose={onClose}
        title={`Applications for ${position.positionTitle}`}
        maxWidth="lg"
        actions={
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        }
      >
        <Intro>
          <TextLink to={paths.project.href(position.projectId)}>{position.projectName}</TextLink>
          {' ('}
          <TextLink to={paths.company.href(position.companyId)}>{position.companyName}</TextLink>
          {')'}
        </Intro>
        {sent.isPending && <SkeletonList rows={2} label="Loading applications" />}
        {sent.isError && !applications && (
          <ErrorAlert
            title="Failed to load application(s)"
            message={sent.error.message}
            onRetry={() => void sent.refetch()}
          />
        )}
        {applications && (
          <StackedTable
            caption={`Applications sent to ${position.positionTitle}`}
            columns={columns(setPending)}
            rows={applications}
            getRowId={(application) => application.id}
            emptyText="No applications"
          />
        )}
      </Dialog>
      <ConfirmDialog
        isOpen={pending !== null}
        title="Cancel application"
        message="Are you sure you want to cancel this application? The company that posted the position will no longer see it."
        confirmLabel="Cancel application"
        cancelLabel="Keep application"
        onConfirm={confirmCancel}
        onCancel={() => setPending(null)}
        isDestructive
        isLoading={cancel.isPending}
      />
    </>
  );
}
