import { useRequestEmailChange } from '@benchlink/api-client';
import { changeEmailInputSchema, EMAIL_CHANGE_TTL_HOURS, type ChangeEmailInput } from '@benchlink/contracts/account';
import type { User } from '@benchlink/contracts/auth';
import { Alert, Button, Card } from '@benchlink/design-system';
import { Form, FormPasswordField, FormTextField, useAppForm, useFormSubmit } from '@benchlink/domain-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import styled from 'styled-components';
import { SectionForm, SectionText, SubmitRow } from './account-layout';

const Strong = styled.strong`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const emptyRequest: ChangeEmailInput = { email: '', currentPassword: '' };

/**
 * A new e-mail address and the current password: the server mails the new address a link, and the account's address
 * changes only when the link is opened; the current address is told, with a link that cancels the change
 * (docs/product.md, Account settings).
 */
export function EmailForm({ user }: { user: User }) {
  const request = useRequestEmailChange();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAppForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailInputSchema),
    defaultValues: emptyRequest,
  });
  const submit = useFormSubmit(form, (data) => request.mutateAsync(data), {
    resetTo: () => emptyRequest,
    onSaved: (result) => setSentTo(result.email),
  });
  return (
    <Card title="E-mail">
      <Form form={form} submit={submit} as={SectionForm} aria-label="E-mail">
        <SectionText>
          Your account’s e-mail is <Strong>{user.email}</Strong>. A new address gets a confirmation link, valid for{' '}
          {EMAIL_CHANGE_TTL_HOURS} hours; the change takes effect when it is opened. The current address is told, with a
          link that cancels the change.
        </SectionText>
        {sentTo && (
          <Alert severity="info" title="Check your new mailbox" onClose={() => setSentTo(null)}>
            We sent a confirmation link to {sentTo}. Your e-mail changes when you open it.
          </Alert>
        )}
        <FormTextField name="email" label="New e-mail" type="email" autoComplete="email" required />
        <FormPasswordField name="currentPassword" label="Current password" autoComplete="current-password" required />
        <SubmitRow>
          <Button type="submit" isLoading={submit.isPending}>
            Send confirmation link
          </Button>
        </SubmitRow>
      </Form>
    </Card>
  );
}
