import { useInviteColleague } from '@benchlink/api-client';
import { INVITATION_TTL_DAYS, inviteInputSchema, type InviteInput } from '@benchlink/contracts/team';
import { Button, MailIcon, useSnackbar } from '@benchlink/design-system';
import { Form, FormTextField, useAppForm, useFormSubmit } from '@benchlink/domain-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
`;

const Field = styled.div`
  flex: 1 1 280px;
  min-width: 0;
`;

/** The button lines up with the input, below the field's label; on a phone it takes the whole width. */
const Send = styled.div`
  padding-top: 26px;

  @media (max-width: 599px) {
    flex: 1 1 100%;
    padding-top: 0;
    > button {
      width: 100%;
    }
  }
`;

const Hint = styled.p`
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A colleague's address; the server mails them a link to join (the same schema as the API). */
export function InviteForm() {
  const invite = useInviteColleague();
  const snackbar = useSnackbar();
  const form = useAppForm<InviteInput>({ resolver: zodResolver(inviteInputSchema), defaultValues: { email: '' } });
  const submit = useFormSubmit(form, (data) => invite.mutateAsync(data.email), {
    resetTo: () => ({ email: '' }),
    guardUnsavedChanges: false,
    onSaved: (invitation) => snackbar.showSuccess(`Invitation sent to ${invitation.email}`),
  });

  return (
    <>
      <Form form={form} submit={submit} as={Row} aria-label="Invite a colleague">
        <Field>
          <FormTextField name="email" label="Colleague's e-mail" type="email" autoComplete="off" required />
        </Field>
        <Send>
          <Button type="submit" startIcon={<MailIcon size={18} />} isLoading={submit.isPending}>
            Send invitation
          </Button>
        </Send>
      </Form>
      <Hint>
        The invitation mail carries a link that works once, for {INVITATION_TTL_DAYS} days. Whoever opens it signs in or
        creates an account, and joins the company as a member.
      </Hint>
    </>
  );
}
