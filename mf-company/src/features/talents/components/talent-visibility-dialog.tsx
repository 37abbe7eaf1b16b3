import { useSetTalentPublicity } from '@benchlink/api-client';
import { type PartnerGroup } from '@benchlink/contracts/partner-groups';
import { paths } from '@benchlink/contracts/paths';
import {
  talentPublicityInputSchema,
  type TalentPublicity,
  type TalentPublicityInput,
} from '@benchlink/contracts/talents';
import { Button, Dialog, FieldMessage, InfoNotice } from '@benchlink/design-system';
import {
  Form,
  FormMultiSelectPicker,
  FormSwitch,
  useAppForm,
  useFieldMessage,
  useFormSubmit,
} from '@benchlink/domain-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import styled from 'styled-components';

const Body = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.text};
`;

const Explanation = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const FORM_ID = 'talent-visibility-form';

/** Without partner groups a private bench has no one to share with: where to make one, and the rule once saved. */
function NoPartnerGroups() {
  const message = useFieldMessage('partnerGroupIds');
  return (
    <>
      <InfoNotice title="No partner groups yet">
        Create a partner group on the <Link to={paths.companyPartners.href()}>Partners</Link> page to share your talents
        privately.
      </InfoNotice>
      {message && (
        <FieldMessage $isError role="alert">
          {message}
        </FieldMessage>
      )}
    </>
  );
}

export interface TalentVisibilityDialogProps {
  isOpen: boolean;
  onClose: () => void;
  publicity: TalentPublicity;
  partnerGroups: ReadonlyArray<PartnerGroup>;
}

/**
 * 'Change visibility options': share the whole bench publicly, or privately with chosen partner groups. Save stays
 * enabled; pressed with neither, it says a partner group or public sharing is needed.
 */
export function TalentVisibilityDialog({ isOpen, onClose, publicity, partnerGroups }: TalentVisibilityDialogProps) {
  const save = useSetTalentPublicity();
  const form = useAppForm<TalentPublicityInput, unknown, TalentPublicity>({
    resolver: zodResolver(talentPublicityInputSchema),
    defaultValues: { public: publicity.public, partnerGroupIds: publicity.partnerGroupIds },
  });
  // A dialog: its Cancel and close buttons are the way out, so there is no page to guard.
  const submit = useFormSubmit(form, (data) => save.mutateAsync(data), {
    successMessage: 'Visibility options saved',
    onSuccess: onClose,
    guardUnsavedChanges: false,
  });
  const isPublic = useWatch({ control: form.control, name: 'public' });
  const items = partnerGroups.map((group) => ({ id: group.id, label: group.name }));

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title="Change visibility options"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submit.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} isLoading={submit.isPending}>
            Save
          </Button>
        </>
      }
    >
      <Form form={form} submit={submit} as={Body} id={FORM_ID} submitOnEnter={false}>
        <FormSwitch name="public" label="Public" />
        <Explanation>
          {isPublic
            ? 'Every company on Benchlink can browse your talents.'
            : 'Only the companies in the partner groups you choose can browse your talents.'}
        </Explanation>
        {partnerGroups.length === 0 && !isPublic ? (
          <NoPartnerGroups />
        ) : (
          <FormMultiSelectPicker<number>
            name="partnerGroupIds"
            label="Choose partner groups to share your talents with"
            items={items}
            disabled={isPublic}
            searchPlaceholder="Search partner groups"
          />
        )}
      </Form>
    </Dialog>
  );
}
