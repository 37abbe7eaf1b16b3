import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button/button';
import { ConfirmDeleteDialog, ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { Dialog } from '../../components/dialog/dialog';
import { UnsavedChangesGuard } from '../../components/dialog/unsaved-changes-guard';
import { useSnackbar } from '../../components/snackbar/snackbar';
import { Switch } from '../../components/switch/switch';
import { TextField } from '../../components/text-field/text-field';
import { Demo, Grid, Inline, Output, Section } from '../layout';

type OpenDialog = 'none' | 'base' | 'approve' | 'delete';

/** Base dialog, confirmations and the unsaved-changes guard. */
export function DialogsSection() {
  const [open, setOpen] = useState<OpenDialog>('none');
  const [isDirty, setDirty] = useState(false);
  const { showSuccess } = useSnackbar();
  const navigate = useNavigate();
  const close = () => setOpen('none');
  return (
    <Section
      id="dialogs"
      title="Dialogs"
      description="Focus is trapped inside, Escape closes, and focus returns to the button that opened the dialog."
    >
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
          </Inline>
        </Demo>
        <Demo title="Unsaved changes guard">
          <Switch
            label="Form has unsaved changes"
            checked={isDirty}
            onChange={(event) => setDirty(event.target.checked)}
          />
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
