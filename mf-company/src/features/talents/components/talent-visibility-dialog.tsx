import { useSetTalentPublicity } from '@benchlink/api-client';
import { type PartnerGroup } from '@benchlink/contracts/partner-groups';
import { paths } from '@benchlink/contracts/paths';
import {
  talentPublicityInputSchema,
  type TalentPublicity,
  type TalentPublicityInput,
} from '@benchlink/contracts/talents';
import { Button, Dialog, InfoNotice } from '@benchlink/design-system';
import { Form, FormMultiSelectPicker, FormSwitch, useFormSubmit } from '@benchlink/domain-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
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

export interface TalentVisibilityDialogProps {
  isOpen: boolean;
  onClose: () => void;
  publicity: TalentPublicity;
  partnerGroups: ReadonlyArray<PartnerGroup>;
}

/** 'Change visibility options': share the whole bench publicly, or privately with chosen partner groups. */
export function TalentVisibilityDialog({ isOpen, onClose, publicity, partnerGroups }: TalentVisibilityDialogProps) {
  const save = useSetTalentPublicity();
  const form = useForm<TalentPublicityInput, unknown, TalentPublicity>({
    resolver: zodResolver(talentPublicityInputSchema),
    defaultValues: { public: publicity.public, partnerGroupIds: publicity.partnerGroupIds },
  });
  // A dialog: its Cancel and close buttons are the way out, so there is no page to guard.
  const submit = useFormSubmit(form, (data) => save.mutateAsync(data), {
    successMessage: 'Visibility options saved',
    onSuccess: onClose,
    guardUnsavedChanges: false,
  });
  const [isPublic, groupIds] = useWatch({ control: form.control, name: ['public', 'partnerGroupIds'] });
  const canSave = isPublic || (groupIds ?? []).length > 0;
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
          <Button type="submit" form={FORM_ID} disabled={!canSave} isLoading={submit.isPending}>
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
          <InfoNotice title="No partner groups yet">
            Create a partner group on the <Link to={paths.companyPartners.href()}>Partners</Link> page to share your
            talents privately.
          </InfoNotice>
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
