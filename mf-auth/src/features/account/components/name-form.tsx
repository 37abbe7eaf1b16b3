import { useUpdateName } from '@benchlink/api-client';
import { updateNameInputSchema, type UpdateNameInput } from '@benchlink/contracts/account';
import type { User } from '@benchlink/contracts/auth';
import { Button, Card } from '@benchlink/design-system';
import { Form, FormTextField, useAppForm, useFormSubmit } from '@benchlink/domain-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { FieldPair, SectionForm, SubmitRow } from './account-layout';

/** The user's first and last name, with the sign-up rules; saving shows it in the account menu at once. */
export function NameForm({ user }: { user: User }) {
  const update = useUpdateName();
  const form = useAppForm<UpdateNameInput>({
    resolver: zodResolver(updateNameInputSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  });
  const submit = useFormSubmit(form, (data) => update.mutateAsync(data), {
    resetTo: (saved) => ({ firstName: saved.firstName, lastName: saved.lastName }),
    successMessage: 'Name saved',
  });
  return (
    <Card title="Name">
      <Form form={form} submit={submit} as={SectionForm} aria-label="Name">
        <FieldPair>
          <FormTextField name="firstName" label="First name" autoComplete="given-name" required />
          <FormTextField name="lastName" label="Last name" autoComplete="family-name" required />
        </FieldPair>
        <SubmitRow>
          <Button type="submit" isLoading={submit.isPending}>
            Save name
          </Button>
        </SubmitRow>
      </Form>
    </Card>
  );
}
