import { type ApplicationDecision, useDecideApplication } from '@benchlink/api-client';
import { type ApplicationListItem } from '@benchlink/contracts/applications';
import { paths } from '@benchlink/contracts/paths';
import { Button, ConfirmDialog, formatDate, useSnackbar, type DataTableColumn } from '@benchlink/design-system';
import { TextLink } from '@benchlink/domain-ui';
import { useState } from 'react';
import { isDecidable } from '../utils/application-status';
import { experience, formatRate } from '../utils/format';
import { AppliedTalentLink, CellStack, fileColumn, Muted, RowActions, StackedTable, statusColumn } from './table-parts';

type PendingDecision = { application: ApplicationListItem; decision: ApplicationDecision };

const DECISION_DIALOGS: Record<
  ApplicationDecision,
  { title: string; message: string; confirmLabel: string; done: string }
> = {
  accept: {
    title: 'Approve application',
    message: 'Are you sure you want to approve this application? The applying company will be told by e-mail.',
    confirmLabel: 'Approve',
    done: 'Application approved',
  },
  reject: {
    title: 'Deny application',
    message: 'Are you sure you want to deny this application?',
    confirmLabel: 'Deny',
    done: 'Application denied',
  },
};

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

/** The owner's blind review of a position's applications: approve or deny each one in progress. */
export function ReceivedApplicationsTable({ applications }: { applications: ApplicationListItem[] }) {
  const decide = useDecideApplication();
  const snackbar = useSnackbar();
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const dialog = pending && DECISION_DIALOGS[pending.decision];

  const confirm = () => {
    if (!pending) return;
    const { done } = DECISION_DIALOGS[pending.decision];
    decide.mutate(
      { id: pending.application.id, decision: pending.decision },
      {
        onSuccess: () => snackbar.showSuccess(done),
        onError: (error) => snackbar.showError(error.message),
        onSettled: () => setPending(null),
      },
    );
  };

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
        isOpen={dialog !== null}
        title={dialog?.title ?? ''}
        message={dialog?.message}
        confirmLabel={dialog?.confirmLabel}
        cancelLabel="Cancel"
        onConfirm={confirm}
        onCancel={() => setPending(null)}
        isDestructive={pending?.decision === 'reject'}
        isLoading={decide.isPending}
      />
    </>
  );
}
