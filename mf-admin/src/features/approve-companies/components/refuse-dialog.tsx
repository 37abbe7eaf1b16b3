import type { Company } from '@benchlink/contracts/companies';
import { REFUSAL_REASON_MAX } from '@benchlink/contracts/companies';
import { Button, Dialog, TextArea } from '@benchlink/design-system';
import { useState } from 'react';

export interface RefuseDialogProps {
  company: Company | null;
  isLoading: boolean;
  onRefuse: (reason: string) => void;
  onCancel: () => void;
}

/** Refusing needs a reason: the company's members read it, and may fix their profile and ask again. */
export function RefuseDialog({ company, isLoading, onRefuse, onCancel }: RefuseDialogProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = reason.trim();
  const error = touched && trimmed === '' ? 'Required' : undefined;

  const close = () => {
    setReason('');
    setTouched(false);
    onCancel();
  };
  const submit = () => {
    setTouched(true);
    if (trimmed === '' || trimmed.length > REFUSAL_REASON_MAX) return;
    onRefuse(trimmed);
    setReason('');
    setTouched(false);
  };

  return (
    <Dialog
      isOpen={company !== null}
      onClose={close}
      title="Refuse company"
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button variant="danger" isLoading={isLoading} onClick={submit}>
            Refuse
          </Button>
        </>
      }
    >
      <p>
        {company?.name} leaves the queue. Its members are told why by e-mail and on their profile; saving the profile
        again brings it back for review.
      </p>
      <TextArea
        label="Reason"
        required
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        onBlur={() => setTouched(true)}
        maxLength={REFUSAL_REASON_MAX}
        error={error}
        rows={3}
      />
    </Dialog>
  );
}
