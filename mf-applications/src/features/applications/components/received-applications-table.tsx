import { useChangePositionStatus, useDecideApplication } from '@benchlink/api-client';
import { type Application, type ApplicationListItem } from '@benchlink/contracts/applications';
import { FILLED_FROM_PLATFORM_STATUS_ID } from '@benchlink/contracts/enums';
import { paths } from '@benchlink/contracts/paths';
import { Button, ConfirmDialog, Dialog, formatDate, useSnackbar, type DataTableColumn } from '@benchlink/design-system';
import { TextLink } from '@benchlink/domain-ui';
import { useState } from 'react';
import { isDecidable } from '../utils/application-status';
import { experience, formatRate } from '../utils/format';
import { ContactDetails } from './contact-details';
import { DenyDialog } from './deny-dialog';
import { AppliedTalentLink, CellStack, fileColumn, Muted, RowActions, StackedTable, statusColumn } from './table-parts';

type PendingDecision = { application: ApplicationListItem; decision: 'accept' | 'reject' };

/** Experience, offered rate and start date: what the owner weighs up. */
const details = (application: ApplicationListItem) =>
  [
    application.talent && experience(application.talent.totalMonths),
    formatRate(application.rate),
    `from ${formatDate(application.availableFrom)}`,
  ]
    .filter(Boolean)
    .join(' · ');

function columns(onDecide: (pending: PendingDecision) => void): DataTableColumn<ApplicationListItem>[] {
  return [
    {
      key: 'talent',
      header: 'TALENT',
      render: (application) => (
        <CellStack $minWidth="13rem">
          <AppliedTalentLink application={application} />
          <Muted>{details(application)}</Muted>
          {application.companyId !== undefined && application.companyName && (
            <Muted>
              {'Company: '}
              <TextLink to={paths.company.href(application.companyId)}>{application.companyName}</TextLink>
            </Muted>
          )}
          {application.contact && <ContactDetails contact={application.contact} who="Applied by" />}
          {application.denyReason && <Muted>Reason: {application.denyReason}</Muted>}
        </CellStack>
      ),
    },
    fileColumn,
    statusColumn,
    {
      key: 'actions',
      header: 'ACTIONS',
      render: (application) =>
        isDecidable(application.applicationStatus) ? (
          <RowActions>
            <Button size="small" onClick={() => onDecide({ application, decision: 'accept' })}>
              Approve
            </Button>
            <Button variant="secondary" size="small" onClick={() => onDecide({ application, decision: 'reject' })}>
              Deny
            </Button>
          </RowActions>
        ) : (
          <Muted>—</Muted>
        ),
    },
  ];
}

/**
 * The owner's blind review of a position's applications: approve or deny each one in progress. Denying asks for an
 * optional reason; approving hands over the applicant's contact and offers to close the position as filled.
 */
export function ReceivedApplicationsTable({
  positionId,
  applications,
}: {
  positionId: number;
  applications: ApplicationListItem[];
}) {
  const decide = useDecideApplication();
  const closePosition = useChangePositionStatus();
  const snackbar = useSnackbar();
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const [accepted, setAccepted] = useState<Application | null>(null);

  const send = (decision: 'accept' | 'reject', reason?: string) => {
    if (!pending) return;
    decide.mutate(
      { id: pending.application.id, decision, ...(reason ? { reason } : {}) },
      {
        onSuccess: (application) => {
          if (decision === 'accept') setAccepted(application);
          else snackbar.showSuccess('Application denied');
        },
        onError: (error) => snackbar.showError(error.message),
        onSettled: () => setPending(null),
      },
    );
  };

  const markFilled = () =>
    closePosition.mutate(
      { id: positionId, statusId: FILLED_FROM_PLATFORM_STATUS_ID },
      {
        onSuccess: () => snackbar.showSuccess('Position closed as filled from the platform'),
        onError: (error) => snackbar.showError(error.message),
        onSettled: () => setAccepted(null),
      },
    );

  return (
    <>
      <StackedTable
        caption="Applications to this position"
        columns={columns(setPending)}
        rows={applications}
        getRowId={(application) => application.id}
        emptyText="No applications found for this position."
      />
      <ConfirmDialog
        isOpen={pending?.decision === 'accept'}
        title="Approve application"
        message="Are you sure you want to approve this application? The applying company will be told by e-mail, and you will both see each other's contact."
        confirmLabel="Approve"
        cancelLabel="Cancel"
        onConfirm={() => send('accept')}
        onCancel={() => setPending(null)}
        isLoading={decide.isPending}
      />
      <DenyDialog
        // A fresh dialog for each application: no reason carries over to the next one.
        key={pending?.application.id ?? 'closed'}
        isOpen={pending?.decision === 'reject'}
        isLoading={decide.isPending}
        onDeny={(reason) => send('reject', reason)}
        onCancel={() => setPending(null)}
      />
      <Dialog
        isOpen={accepted !== null}
        onClose={() => setAccepted(null)}
        title="Application approved"
        actions={
          <>
            <Button variant="secondary" onClick={() => setAccepted(null)}>
              Keep the position open
            </Button>
            <Button isLoading={closePosition.isPending} onClick={markFilled}>
              Close as filled from the platform
            </Button>
          </>
        }
      >
        <p>The applying company has been told. Get in touch to agree on the start:</p>
        {accepted?.contact && <ContactDetails contact={accepted.contact} who="Applied by" />}
        <p>Is the position filled now? Closing it stops new applications.</p>
      </Dialog>
    </>
  );
}
