import { DENY_REASON_MAX } from '@benchlink/contracts/applications';
import { Button, Dialog, RadioList, TextArea } from '@benchlink/design-system';
import { useState } from 'react';

/** The reasons most denials come down to; "Other" takes the company's own words. */
export const DENY_REASONS = [
  'The rate is above our budget',
  'The experience does not match the position',
  'The start date is too late',
  'The position has been filled',
] as const;
const OTHER = 'Other';

export interface DenyDialogProps {
  isOpen: boolean;
  isLoading: boolean;
  onDeny: (reason: string | undefined) => void;
  onCancel: () => void;
}

/**
 * Asks why before denying: a short list or "Other" with text. The reason is optional; the applying company reads it
 * with the denial (mail, notification and its applications).
 */
export function DenyDialog({ isOpen, isLoading, onDeny, onCancel }: DenyDialogProps) {
  const [choice, setChoice] = useState<string | null>(null);
  const [other, setOther] = useState('');
  const otherTooLong = other.trim().length > DENY_REASON_MAX;
  const reason = choice === OTHER ? other.trim() || undefined : (choice ?? undefined);

  const close = () => {
    setChoice(null);
    setOther('');
    onCancel();
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title="Deny application"
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button variant="danger" isLoading={isLoading} disabled={otherTooLong} onClick={() => onDeny(reason)}>
            Deny
          </Button>
        </>
      }
    >
      <RadioList
        label="Reason (optional): the applying company reads it"
        options={[...DENY_REASONS, OTHER].map((value) => ({ value, label: value }))}
        value={choice}
        onChange={setChoice}
        name="deny-reason"
      />
      {choice === OTHER && (
        <TextArea
          label="Your reason"
          value={other}
          onChange={(event) => setOther(event.target.value)}
          maxLength={DENY_REASON_MAX}
          rows={3}
        />
      )}
    </Dialog>
  );
}
