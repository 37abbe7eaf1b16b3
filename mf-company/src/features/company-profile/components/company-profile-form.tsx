import {
  dataUrlByteSize,
  dataUrlType,
  type ImageChanges,
  isApiError,
  isDataUrl,
  useSaveCompanyProfile,
} from '@benchlink/api-client';
import {
  APPLICATION_MAIL_CHOICES,
  APPLICATION_MAIL_LABELS,
  COMPANY_DESCRIPTION_MAX,
  COMPANY_IMAGE_MAX_BYTES,
  COMPANY_IMAGE_TYPES,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  companyInputSchema,
  type Company,
  type CompanyData,
  type CompanyImageKind,
  type CompanyInput,
} from '@benchlink/contracts/companies';
import { type CompanyType, type Domain, type Skill } from '@benchlink/contracts/reference';
import { Card, ImageUpload, InfoNotice, PageHeader, useSnackbar } from '@benchlink/design-system';
import {
  Form,
  FormSelect,
  FormTextArea,
  FormTextField,
  FormTreePicker,
  useAppForm,
  useFormSubmit,
} from '@benchlink/domain-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { FieldGrid, FormSections, WideField } from '../../../lib/form-layout';

const Intro = styled.div`
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const PicturePair = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(6)};
  @media (min-width: 800px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  }
`;

const IMAGE_ACCEPT = COMPANY_IMAGE_TYPES.join(',');

type Pictures = Record<CompanyImageKind, string | null>;

/** Why a picked picture is refused before it is sent; the server checks again and has the last word. */
function imageProblem(dataUrl: string): string | null {
  if (!(COMPANY_IMAGE_TYPES as ReadonlyArray<string>).includes(dataUrlType(dataUrl))) return IMAGE_TYPE_MESSAGE;
  if (dataUrlByteSize(dataUrl) > COMPANY_IMAGE_MAX_BYTES) return IMAGE_SIZE_MESSAGE;
  return null;
}

function toFormValues(company: Company | undefined, companyTypes: ReadonlyArray<CompanyType>): CompanyInput {
  return {
    name: company?.name ?? '',
    email: company?.email ?? '',
    // A required select has no empty choice (docs/product.md, Shared inputs), so a new profile starts on the first type.
    companyTypeId: company?.companyType.id ?? companyTypes[0]?.id ?? 0,
    domainId: company?.domain?.id,
    website: company?.website ?? '',
    linkedIn: company?.linkedIn ?? '',
    description: company?.description ?? '',
    skills: company?.skills ?? [],
    applicationMail: company?.applicationMail ?? 'INSTANT',
  };
}

/** The logo and banner: picked apart from the form's fields and uploaded after the profile is saved. */
function useCompanyPictures(company: Company | undefined) {
  const initial = useMemo<Pictures>(
    () => ({ image: company?.image ?? null, banner: company?.banner ?? null }),
    [company],
  );
  const [pictures, setPictures] = useState<Pictures>(initial);
  const [errors, setErrors] = useState<Partial<Record<CompanyImageKind, string>>>({});
  const changes: ImageChanges = {};
  for (const kind of ['image', 'banner'] as const) {
    if (pictures[kind] !== initial[kind]) changes[kind] = pictures[kind];
  }
  const pick = (kind: CompanyImageKind) => (value: string | null) => {
    const problem = value && isDataUrl(value) ? imageProblem(value) : null;
    setErrors((current) => ({ ...current, [kind]: problem ?? undefined }));
    if (!problem) setPictures((current) => ({ ...current, [kind]: value }));
  };
  /** A refused upload: its message on the picture the server named (the logo unless only the banner). */
  const refuse = (imageError: unknown) => {
    const message = isApiError(imageError) ? imageError.message : 'Unknown error';
    const fields = isApiError(imageError) ? imageError.fields : {};
    setErrors({ [fields.banner && !fields.image ? 'banner' : 'image']: message });
    return message;
  };
  const hasErrors = Object.values(errors).some(Boolean);
  return { pictures, errors, changes, hasChanges: Object.keys(changes).length > 0, hasErrors, pick, refuse };
}

type CompanyPictures = ReturnType<typeof useCompanyPictures>;

function PicturesCard({ pictures, errors, pick }: Pick<CompanyPictures, 'pictures' | 'errors' | 'pick'>) {
  return (
    <Card title="Logo and banner">
      <PicturePair>
        <ImageUpload
          label="Logo"
          variant="logo"
          alt="Company logo"
          accept={IMAGE_ACCEPT}
          rejectMessage={IMAGE_TYPE_MESSAGE}
          value={pictures.image}
          onChange={pick('image')}
          error={errors.image}
          buttonLabel="Upload logo"
          helperText="PNG, JPEG, WebP or SVG, at most 5 MB"
        />
        <ImageUpload
          label="Banner"
          variant="banner"
          alt="Company banner"
          accept={IMAGE_ACCEPT}
          rejectMessage={IMAGE_TYPE_MESSAGE}
          value={pictures.banner}
          onChange={pick('banner')}
          error={errors.banner}
          buttonLabel="Upload banner"
        />
      </PicturePair>
    </Card>
  );
}

function DetailsCard({
  companyTypes,
  domains,
  skills,
}: Pick<CompanyProfileFormProps, 'companyTypes' | 'domains' | 'skills'>) {
  const skillNodes = useMemo(
    () =>
      skills.map((skill) => ({ id: skill.id, name: skill.name, parent: skill.parentId, assignable: skill.assignable })),
    [skills],
  );
  return (
    <Card title="Company details">
      <FieldGrid>
        <FormTextField name="name" label="Name" required autoComplete="organization" />
        <FormTextField name="email" label="E-mail" type="email" required autoComplete="email" />
        <FormSelect
          name="companyTypeId"
          label="Company type"
          required
          options={companyTypes.map((type) => ({ value: type.id, label: type.name }))}
        />
        <FormSelect
          name="domainId"
          label="Domain"
          options={domains.map((domain) => ({ value: domain.id, label: domain.name }))}
        />
        <FormTextField name="website" label="Website" type="url" placeholder="https://example.com" />
        <FormTextField name="linkedIn" label="LinkedIn" type="url" placeholder="https://www.linkedin.com/company/…" />
        <WideField>
          <FormTextArea name="description" label="Description" rows={6} maxLength={COMPANY_DESCRIPTION_MAX} />
        </WideField>
        <WideField>
          <FormTreePicker
            name="skills"
            multiple
            label="Skills"
            nodes={skillNodes}
            searchPlaceholder="Search skills"
            helperText="Your company's tech stack; it is shown on your public profile."
          />
        </WideField>
        <FormSelect
          name="applicationMail"
          label="Application mails"
          required
          options={APPLICATION_MAIL_CHOICES.map((choice) => ({
            value: choice,
            label: APPLICATION_MAIL_LABELS[choice],
          }))}
          helperText="How the company's e-mail hears of an application to your positions: one mail each, one a day, or none (the bell always tells you)."
        />
      </FieldGrid>
    </Card>
  );
}

export interface CompanyProfileFormProps {
  /** The company being edited; absent when the user creates their first one. */
  company: Company | undefined;
  companyTypes: ReadonlyArray<CompanyType>;
  domains: ReadonlyArray<Domain>;
  skills: ReadonlyArray<Skill>;
  /** Leaves edit mode; absent when there is nothing to go back to (no company yet). */
  onCancel?: () => void;
  onSaved: () => void;
}

/** 'Edit Profile': pictures, company details, description and skills, validated by the API's own schema. */
export function CompanyProfileForm({
  company,
  companyTypes,
  domains,
  skills,
  onCancel,
  onSaved,
}: CompanyProfileFormProps) {
  const snackbar = useSnackbar();
  const save = useSaveCompanyProfile();
  const pictures = useCompanyPictures(company);
  const form = useAppForm<CompanyInput, unknown, CompanyData>({
    resolver: zodResolver(companyInputSchema),
    defaultValues: toFormValues(company, companyTypes),
  });
  const submit = useFormSubmit(form, (data) => save.mutateAsync({ isNew: !company, data, images: pictures.changes }), {
    resetTo: ({ company: saved }) => toFormValues(saved, companyTypes),
    hasOtherChanges: pictures.hasChanges,
    // A refused picture shows its message on its field and, like a field's error, keeps the profile from being saved.
    hasOtherErrors: pictures.hasErrors,
    // The profile is saved even when its pictures are refused; the form then stays, with the picture's message. Told
    // at once: a first profile gives the user a company, and the page may show the profile before the form re-renders.
    onSaved: ({ imageError }) => {
      if (imageError) snackbar.showError(pictures.refuse(imageError));
      else snackbar.showSuccess('Company profile saved');
    },
    onSuccess: ({ imageError }) => {
      if (!imageError) onSaved();
    },
  });

  return (
    <>
      <PageHeader
        title="Edit Profile"
        primaryAction={{
          label: 'Save profile',
          onClick: submit.submit,
          isLoading: submit.isPending,
        }}
        secondaryAction={onCancel ? { label: 'Cancel', onClick: onCancel, disabled: submit.isPending } : undefined}
      />
      {!company && (
        <Intro>
          <InfoNotice title="Create your company profile">
            Tell other companies who you are. Once an admin approves your company, your projects become visible to them.
          </InfoNotice>
        </Intro>
      )}
      <Form form={form} submit={submit} as={FormSections} id="company-profile-form">
        <PicturesCard pictures={pictures.pictures} errors={pictures.errors} pick={pictures.pick} />
        <DetailsCard companyTypes={companyTypes} domains={domains} skills={skills} />
      </Form>
    </>
  );
}
