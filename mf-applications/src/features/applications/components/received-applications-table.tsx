import { type ApplicationDecision, useDecideApplication } from '@benchlink/api-client';
import { paths, type ApplicationListItem } from '@benchlink/contracts';
import {
  Button,
  ConfirmDialog,
  DataTable,
  formatDate,
  useSnackbar,
  type DataTableColumn,
} from '@benchlink/design-system';
import { TextLink } from '@benchlink/domain-ui';
import { useState } from 'react';
import { isDecidable } from '../utils/application-status';
import { experience, formatRate, roleTitle } from '../utils/format';
import { ApplicationStatusChip } from './application-status-chip';
import { CellStack, CvCell, Muted, RowActions, StackedOnPhone } from './table-parts';

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
          {application.talent ? (
            <TextLink
              to={
                application.talent.id === undefined
                  ? paths.applicationTalent.href(application.id)
                  : paths.talent.href(application.talent.id)
              }
            >
              {roleTitle(application.talent.seniorityLabel, application.talent.role.name)}
            </TextLink>
          ) : (
            <span>CV only</span>
          )}
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
    {
      key: 'file',
      header: 'FILE',
      render: (application) => <CvCell applicationId={application.id} hasCv={application.hasCv} />,
    },
    {
      key: 'status',
      header: 'STATUS',
      render: (application) => <ApplicationStatusChip state={application.applicationStatus} />,
    },
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
  const tableColumns = columns(setPending);

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
      <StackedOnPhone labels={tableColumns.map((column) => String(column.header))}>
        <DataTable
          caption="Applications to this position"
          columns={tableColumns}
          rows={applications}
          getRowId={(application) => application.id}
          emptyText="No applications found for this position."
        />
      </StackedOnPhone>
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
