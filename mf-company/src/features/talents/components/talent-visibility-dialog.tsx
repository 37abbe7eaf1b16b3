import { applyServerErrors } from '@benchlink/api-client';
import { paths, talentPublicityInputSchema, type PartnerGroup, type TalentPublicity, type TalentPublicityInput } from '@benchlink/contracts';
import { Button, Dialog, InfoNotice, Switch, useSnackbar } from '@benchlink/design-system';
import { MultiSelectPicker } from '@benchlink/design-system/pickers';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useSetTalentPublicity } from '../api/talent-publicity';
import { formIds } from '../utils/form-ids';

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
  const snackbar = useSnackbar();
  const save = useSetTalentPublicity();
  const { control, handleSubmit, setError } = useForm<TalentPublicityInput, unknown, TalentPublicity>({
    resolver: zodResolver(talentPublicityInputSchema),
    defaultValues: { public: publicity.public, partnerGroupIds: publicity.partnerGroupIds },
  });
  const isPublic = useWatch({ control, name: 'public' });
  const groupIds = useWatch({ control, name: 'partnerGroupIds' }) ?? [];
  const canSave = isPublic || groupIds.length > 0;

  const onSubmit = handleSubmit((data) =>
    save.mutate(data, {
      onSuccess: () => {
        snackbar.showSuccess('Visibility options saved');
        onClose();
      },
      onError: (error) => {
        const message = applyServerErrors(error, setError, ['public', 'partnerGroupIds']);
        if (message) snackbar.showError(message);
      },
    }),
  );

  const items = partnerGroups.map((group) => ({ id: group.id, label: group.name }));

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title="Change visibility options"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} disabled={!canSave} isLoading={save.isPending}>
            Save
          </Button>
        </>
      }
    >
      <Body id={FORM_ID} noValidate onSubmit={(event) => void onSubmit(event)}>
        <Controller
          control={control}
          name="public"
          render={({ field }) => (
            <Switch
              label="Public"
              name={field.name}
              ref={field.ref}
              checked={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.checked)}
            />
          )}
        />
        <Explanation>
          {isPublic
            ? 'Every company on Benchlink can browse your talents.'
            : 'Only the companies in the partner groups you choose can browse your talents.'}
        </Explanation>
        {partnerGroups.length === 0 && !isPublic ? (
          <InfoNotice title="No partner groups yet">
            Create a partner group on the <Link to={paths.companyPartners.href()}>Partners</Link> page to share your talents privately.
          </InfoNotice>
        ) : (
          <Controller
            control={control}
            name="partnerGroupIds"
            render={({ field, fieldState }) => (
              <MultiSelectPicker<number>
                label="Choose partner groups to share your talents with"
                items={items}
                value={formIds(field.value)}
                onChange={(value) => field.onChange(value)}
                disabled={isPublic}
                error={fieldState.error?.message}
                searchPlaceholder="Search partner groups"
              />
            )}
          />
        )}
      </Body>
    </Dialog>
  );
}
