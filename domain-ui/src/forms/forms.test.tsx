import { ApiError } from '@benchlink/api-client';
import { renderPage } from '@benchlink/test-support';
import { zodResolver } from '@hookform/resolvers/zod';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Form } from './form';
import { FormSwitch, FormTextField } from './native-fields';
import { FormMultiSelectPicker, FormTreePicker } from './picker-fields';
import { useAppForm } from './use-app-form';
import { useFormSubmit, type FormSubmitOptions } from './use-form-submit';
import { useRecheck } from './use-recheck';
import { FormNumberField, FormSelect } from './value-fields';

const schema = z.object({
  name: z.string().min(1, 'Name is required'),
  email: z.string().email('E-mail must be a valid email'),
  shareEmail: z.boolean(),
  seniority: z.number({ error: 'Seniority is required' }).positive('Seniority is required'),
  rate: z.number().nullable(),
  roleId: z.number().positive('Role is required'),
  tags: z.array(z.number()),
});
type Values = z.infer<typeof schema>;
const defaults: Values = { name: '', email: '', shareEmail: false, seniority: 0, rate: null, roleId: 0, tags: [] };

const failure = (fields: Record<string, string>, message = 'Request failed') =>
  new ApiError(409, message, {
    timestamp: '',
    status: 409,
    error: 'Conflict',
    message: [message],
    field: Object.keys(fields),
    fields,
    path: '/api/x',
  });

interface TestFormProps {
  save: (data: Values) => Promise<unknown>;
  options?: FormSubmitOptions<Values, Values, unknown>;
  initial?: Partial<Values>;
}

/** A form of every kind of bound field, saved by `save`; the e-mail field shows only while 'Share e-mail' is on. */
function TestForm({ save, options, initial }: TestFormProps) {
  const form = useAppForm<Values>({ resolver: zodResolver(schema), defaultValues: { ...defaults, ...initial } });
  const submit = useFormSubmit(form, save, options);
  const [showEmail, setShowEmail] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShowEmail((shown) => !shown)}>
        Toggle e-mail
      </button>
      <Form form={form} submit={submit} aria-label="Test form">
        {submit.message && <p role="alert">{submit.message}</p>}
        <FormTextField name="name" label="Name" required />
        {showEmail && <FormTextField name="email" label="E-mail" />}
        <FormSwitch name="shareEmail" label="Share e-mail" />
        <FormSelect
          name="seniority"
          label="Seniority"
          required
          options={[
            { value: 1, label: 'Junior' },
            { value: 2, label: 'Senior' },
          ]}
        />
        <FormNumberField name="rate" label="Rate" emptyValue={null} />
        <FormTreePicker<number>
          name="roleId"
          label="Role"
          emptyValue={0}
          nodes={[
            { id: 1, name: 'Developer', parent: null, assignable: true },
            { id: 2, name: 'Tester', parent: null, assignable: true },
          ]}
        />
        <FormMultiSelectPicker<number>
          name="tags"
          label="Tags"
          items={[{ id: 7, label: 'Remote' }]}
          emptyHelperText="No tags selected"
        />
        <button type="submit">Save</button>
      </Form>
    </>
  );
}

const valid: Partial<Values> = { name: 'Acme', email: 'a@acme.test', seniority: 2, roleId: 1 };

function renderForm(props: TestFormProps) {
  return renderPage(
    [
      { path: '/form', element: <TestForm {...props} /> },
      { path: '/done', element: <h1>Done</h1> },
    ],
    { path: '/form' },
  );
}

describe('form toolkit fields', () => {
  it("shows nothing on an untouched form, then a field's message once it is left", async () => {
    const { user } = renderForm({ save: vi.fn() });
    expect(screen.queryByText(/is required/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText(/^E-mail/), 'not-an-address');
    expect(screen.queryByText('E-mail must be a valid email')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText(/^Name/));
    expect(await screen.findByText('E-mail must be a valid email')).toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Role is required')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    await user.type(screen.getByLabelText(/^Name/), 'Acme');
    await waitFor(() => expect(screen.queryByText('Name is required')).not.toBeInTheDocument());
  });

  it("shows every field's message when an empty form is saved, and focuses the first field in error", async () => {
    const save = vi.fn();
    const { user } = renderForm({ save });
    const saveButton = screen.getByRole('button', { name: 'Save' });
    expect(saveButton).toBeEnabled();
    await user.click(saveButton);

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('E-mail must be a valid email')).toBeInTheDocument();
    expect(screen.getByText('Seniority is required')).toBeInTheDocument();
    expect(screen.getByText('Role is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());
    expect(saveButton).toBeEnabled();
    expect(save).not.toHaveBeenCalled();
  });

  it('focuses the first field in error, not one already in error before the submit', async () => {
    const { user } = renderForm({ save: vi.fn() });
    await user.type(screen.getByLabelText(/^E-mail/), 'nope');
    await user.tab();
    expect(await screen.findByText('E-mail must be a valid email')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());
  });

  it('focuses the first field in error in the order the page shows them, a picker too', async () => {
    const { user } = renderForm({ save: vi.fn(), initial: { ...valid, roleId: 0 } });
    await user.type(screen.getByLabelText(/^Rate/), '5{Enter}');
    expect(await screen.findByText('Role is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('treeitem', { name: 'Developer' })).toHaveFocus());
  });

  it("starts a required select without a value on 'Choose…', which cannot be chosen back", async () => {
    const { user } = renderForm({ save: vi.fn() });
    const seniority = screen.getByLabelText(/^Seniority/);
    expect(seniority).toHaveDisplayValue('Choose…');
    expect(screen.getByRole('option', { name: 'Choose…' })).toBeDisabled();
    await user.click(seniority);
    await user.tab();
    expect(await screen.findByText('Seniority is required')).toBeInTheDocument();
    await user.selectOptions(seniority, 'Senior');
    expect(seniority).toHaveDisplayValue('Senior');
    expect(screen.queryByRole('option', { name: 'Choose…' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Seniority is required')).not.toBeInTheDocument());
  });

  it('submits on Enter in a text field, with the errors shown instead when there are any', async () => {
    const save = vi.fn();
    const { user } = renderForm({ save });
    await user.type(screen.getByLabelText(/^E-mail/), '{Enter}');
    expect(await screen.findByText('Role is required')).toBeInTheDocument();
    expect(screen.getByText('E-mail must be a valid email')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('submits on Enter in a text field, and sends the values the inputs hold', async () => {
    const save = vi.fn().mockResolvedValue({});
    const { user } = renderForm({ save });
    await user.type(screen.getByLabelText(/^E-mail/), 'a@acme.test');
    await user.click(screen.getByRole('switch', { name: 'Share e-mail' }));
    await user.selectOptions(screen.getByLabelText(/^Seniority/), 'Junior');
    await user.type(screen.getByLabelText(/^Rate/), '75');
    await user.click(screen.getByRole('treeitem', { name: 'Tester' }));
    expect(screen.getByText('No tags selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Remote' }));
    expect(screen.queryByText('No tags selected')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), 'Acme{Enter}');

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toEqual({
      name: 'Acme',
      email: 'a@acme.test',
      shareEmail: true,
      seniority: 1,
      rate: 75,
      roleId: 2,
      tags: [7],
    });
  });

  it('keeps the empty value of a field when its input is emptied', async () => {
    const save = vi.fn().mockResolvedValue({});
    const { user } = renderForm({ save, initial: { ...valid, rate: 60 } });
    await user.clear(screen.getByLabelText(/^Rate/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toMatchObject({ rate: null, roleId: 1 });
  });
});

describe('useFormSubmit', () => {
  it("puts the server's field messages on the fields shown, focusing the first", async () => {
    const save = vi
      .fn()
      .mockRejectedValue(failure({ name: 'Name is already taken', email: 'E-mail is already registered' }));
    const { user } = renderForm({ save, initial: valid });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const name = screen.getByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name is already taken'));
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('E-mail is already registered');
    expect(name).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows in the snackbar a message whose field is not shown, and any other failure', async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(failure({ email: 'E-mail is already registered' }, 'E-mail is already registered'));
    save.mockRejectedValueOnce(new Error('Failed to fetch'));
    const { user } = renderForm({ save, initial: valid });
    await user.click(screen.getByRole('button', { name: 'Toggle e-mail' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('E-mail is already registered')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to fetch')).toBeInTheDocument();
  });

  it("gives the form the message to show itself with `messages: 'inline'`, cleared when the next save starts", async () => {
    const onMessage = vi.fn();
    let answer: (value: unknown) => void = () => undefined;
    const save = vi.fn().mockRejectedValueOnce(new Error('Invalid username/email or password.'));
    save.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderForm({
      save,
      initial: valid,
      options: { messages: 'inline', onMessage, guardUnsavedChanges: false },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username/email or password.');
    expect(onMessage).toHaveBeenCalledWith(
      'Invalid username/email or password.',
      expect.objectContaining({ name: 'Acme' }),
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await act(async () => answer({}));
  });

  it('shows the success message, resets the form, and runs onSuccess', async () => {
    const onSuccess = vi.fn();
    const save = vi.fn().mockResolvedValue({ id: 9 });
    const { user } = renderForm({ save, initial: valid, options: { successMessage: 'Saved', onSuccess } });
    await user.type(screen.getByLabelText(/^Name/), ' Labs');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({ id: 9 }, expect.objectContaining({ name: 'Acme Labs' })),
    );
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Acme Labs');
  });

  it('tells onSaved at once, even when the save makes the page show something else instead of the form', async () => {
    const onSaved = vi.fn();
    const onSuccess = vi.fn();
    function Page() {
      const [isSaved, setSaved] = useState(false);
      if (isSaved) return <h1>Profile</h1>;
      const save = async () => {
        setSaved(true);
        return { id: 3 };
      };
      return <TestForm save={save} initial={valid} options={{ onSaved, onSuccess }} />;
    }
    const { user } = renderPage([{ path: '/form', element: <Page /> }], { path: '/form' });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith({ id: 3 }, expect.objectContaining({ name: 'Acme' }));
    expect(onSuccess).not.toHaveBeenCalled();
  });
});

describe('unsaved-changes guard', () => {
  it('asks before leaving an edited form', async () => {
    const { user, router } = renderForm({ save: vi.fn(), initial: valid });
    await user.type(screen.getByLabelText(/^Name/), ' Labs');
    await act(() => router.navigate('/done'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Acme Labs');
  });

  it('lets a saved form leave at once', async () => {
    function LeavingForm() {
      const navigate = useNavigate();
      return <TestForm save={async () => ({})} initial={valid} options={{ onSuccess: () => navigate('/done') }} />;
    }
    const { user, currentUrl } = renderPage(
      [
        { path: '/form', element: <LeavingForm /> },
        { path: '/done', element: <h1>Done</h1> },
      ],
      { path: '/form' },
    );
    await user.type(screen.getByLabelText(/^Name/), ' Labs');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Done' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/done');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks for changes kept outside the fields too (a picked picture)', async () => {
    const { router } = renderForm({ save: vi.fn(), initial: valid, options: { hasOtherChanges: true } });
    await act(() => router.navigate('/done'));
    expect(await screen.findByRole('alertdialog', { name: 'Unsaved changes' })).toBeInTheDocument();
  });

  it('leaves an unedited form without asking, and does not guard when told not to', async () => {
    const { user, router } = renderForm({ save: vi.fn(), initial: valid, options: { guardUnsavedChanges: false } });
    await user.type(screen.getByLabelText(/^Name/), ' Labs');
    await act(() => router.navigate('/done'));
    expect(await screen.findByRole('heading', { name: 'Done' })).toBeInTheDocument();
  });
});

const rangeSchema = z
  .object({ from: z.number().nullable(), to: z.number().nullable() })
  .refine((range) => range.from === null || range.to === null || range.from <= range.to, {
    path: ['to'],
    message: 'To cannot be below from',
  });
type Range = z.infer<typeof rangeSchema>;

function RangeFields() {
  const recheck = useRecheck<Range>();
  return (
    <>
      <FormNumberField name="from" label="From" emptyValue={null} onChange={() => recheck(['to'])} />
      <FormNumberField name="to" label="To" emptyValue={null} />
    </>
  );
}

/** A range whose 'to' is re-checked when 'from' changes; opened in place with `isInline`. */
function RangeForm({ onDone }: { onDone: () => void }) {
  const form = useAppForm<Range>({ resolver: zodResolver(rangeSchema), defaultValues: { from: null, to: 5 } });
  const submit = useFormSubmit(form, async () => onDone(), { guardUnsavedChanges: false });
  return (
    <Form form={form} submit={submit} isInline aria-label="Range">
      <RangeFields />
      <button type="button" onClick={onDone}>
        Cancel
      </button>
    </Form>
  );
}

function InlineRange() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} disabled={isOpen}>
        Add range
      </button>
      {isOpen && <RangeForm onDone={() => setOpen(false)} />}
    </>
  );
}

describe('dependent fields and inline forms', () => {
  it('re-checks a dependent field only once the user has been there', async () => {
    const { user } = renderPage([{ path: '/', element: <RangeForm onDone={vi.fn()} /> }], { path: '/' });
    const from = screen.getByLabelText(/^From/);
    const to = screen.getByLabelText(/^To/);
    await user.type(from, '9');
    await user.click(to);
    expect(screen.queryByText(/To cannot be below from/)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(/To cannot be below from/)).toBeInTheDocument();
    await user.clear(from);
    await user.type(from, '1');
    await waitFor(() => expect(screen.queryByText(/To cannot be below from/)).not.toBeInTheDocument());
  });

  it('moves the focus into an inline form as it opens, and back to its opener as it closes', async () => {
    const { user } = renderPage([{ path: '/', element: <InlineRange /> }], { path: '/' });
    await user.click(screen.getByRole('button', { name: 'Add range' }));
    await waitFor(() => expect(screen.getByLabelText(/^From/)).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add range' })).toHaveFocus());
  });
});
