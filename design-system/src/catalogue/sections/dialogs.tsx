import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApplyDialog } from '../../components/apply-dialog/apply-dialog';
import { Button } from '../../components/button/button';
import { ConfirmDeleteDialog, ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { Dialog } from '../../components/dialog/dialog';
import { UnsavedChangesGuard } from '../../components/dialog/unsaved-changes-guard';
import { useSnackbar } from '../../components/snackbar/snackbar';
import { Switch } from '../../components/switch/switch';
import { TextField } from '../../components/text-field/text-field';
import { Demo, Grid, Inline, Output, Section } from '../layout';

type OpenDialog = 'none' | 'base' | 'approve' | 'delete' | 'apply';

const applyPositions = [
  { id: 1, label: 'Senior Back-End Developer', rate: { min: 40, max: 60 } },
  { id: 2, label: 'Mid QA Engineer', rate: { min: 30, max: 45 } },
];
const applyTalents = [
  { id: 10, label: 'Senior Back-End Developer (#10)' },
  { id: 11, label: 'Mid QA Engineer (#11)' },
];

/** Pretends to send: the QA position fails, as a closed position would, to show a partial send. */
const sendDemoApplications = async (applications: ReadonlyArray<{ positionId: number }>) => {
  await new Promise((resolve) => setTimeout(resolve, 600));
  return applications.map(({ positionId }) => (positionId === 2 ? { positionId, error: 'This position is not open for applications' } : { positionId }));
};

/** Base dialog, confirmations and the unsaved-changes guard. */
export function DialogsSection() {
  const [open, setOpen] = useState<OpenDialog>('none');
  const [isDirty, setDirty] = useState(false);
  const { showSuccess } = useSnackbar();
  const navigate = useNavigate();
  const close = () => setOpen('none');
  return (
    <Section id="dialogs" title="Dialogs" description="Focus is trapped inside, Escape closes, and focus returns to the button that opened the dialog.">
      <Grid>
        <Demo title="Dialogs">
          <Inline>
            <Button variant="secondary" onClick={() => setOpen('base')}>
              Open dialog
            </Button>
            <Button variant="secondary" onClick={() => setOpen('approve')}>
              Approve
            </Button>
            <Button variant="danger" onClick={() => setOpen('delete')}>
              Delete talent
            </Button>
            <Button variant="secondary" onClick={() => setOpen('apply')}>
              Apply for position
            </Button>
          </Inline>
        </Demo>
        <Demo title="Unsaved changes guard">
          <Switch label="Form has unsaved changes" checked={isDirty} onChange={(event) => setDirty(event.target.checked)} />
          <Button variant="secondary" onClick={() => navigate('/elsewhere')}>
            Leave this page
          </Button>
          <Output>{isDirty ? 'Leaving asks for confirmation' : 'Leaving is not blocked'}</Output>
          <UnsavedChangesGuard when={isDirty} />
        </Demo>
      </Grid>
      <Dialog
        isOpen={open === 'base'}
        onClose={close}
        title="Change visibility options"
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={close}>Save</Button>
          </>
        }
      >
        <p>Choose partner groups to share your talents with</p>
        <TextField label="Group name" placeholder="e.g. Nordic partners" />
      </Dialog>
      <ConfirmDialog
        isOpen={open === 'approve'}
        title="Approve application"
        message="Are you sure you want to approve this application?"
        confirmLabel="Approve"
        onConfirm={() => {
          close();
          showSuccess('Application approved');
        }}
        onCancel={close}
      />
      <ApplyDialog
        isOpen={open === 'apply'}
        onClose={close}
        positions={applyPositions}
        talents={applyTalents}
        appliedTalentIds={{ 1: [10] }}
        initialPositionIds={[1]}
        onSubmit={sendDemoApplications}
        onSent={() => {
          close();
          showSuccess('Application submitted successfully!');
        }}
      />
      <ConfirmDeleteDialog
        isOpen={open === 'delete'}
        message="Are you sure you want to delete this talent"
        onConfirm={() => {
          close();
          showSuccess('Talent deleted');
        }}
        onCancel={close}
      />
    </Section>
  );
}
