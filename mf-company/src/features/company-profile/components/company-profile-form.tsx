import { applyServerErrors, isApiError } from '@benchlink/api-client';
import {
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
  type CompanyType,
  type Domain,
  type Skill,
} from '@benchlink/contracts';
import { Card, ImageUpload, InfoNotice, PageHeader, Select, TextArea, TextField, submitOnEnter, UnsavedChangesGuard, useSnackbar } from '@benchlink/design-system';
import { TreePicker } from '@benchlink/design-system/pickers';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import styled from 'styled-components';
import { FieldGrid, FormSections, WideField } from '../../../lib/form-layout';
import { dataUrlByteSize, dataUrlType, isDataUrl } from '../../../lib/data-url';
import { useSaveCompanyProfile, type ImageChanges } from '../api/save-company-profile';

const Intro = styled.div`
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Pictures = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(6)};
  @media (min-width: 800px) { grid-template-columns: minmax(0, 1fr) minmax(0, 2fr); }
`;

const FIELD_NAMES: ReadonlyArray<FieldPath<CompanyInput>> = [
  'name',
  'email',
  'companyTypeId',
  'domainId',
  'website',
  'linkedIn',
  'description',
  'skills',
];

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
    // A required select has no empty choice (spec section 5), so a new profile starts on the first type.
    companyTypeId: company?.companyType.id ?? companyTypes[0]?.id ?? 0,
    domainId: company?.domain?.id,
    website: company?.website ?? '',
    linkedIn: company?.linkedIn ?? '',
    description: company?.description ?? '',
    skills: company?.skills ?? [],
  };
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
export function CompanyProfileForm({ company, companyTypes, domains, skills, onCancel, onSaved }: CompanyProfileFormProps) {
  const snackbar = useSnackbar();
  const save = useSaveCompanyProfile();
  const initialPictures = useMemo<Pictures>(() => ({ image: company?.image ?? null, banner: company?.banner ?? null }), [company]);
  const [pictures, setPictures] = useState<Pictures>(initialPictures);
  const [pictureErrors, setPictureErrors] = useState<Partial<Record<CompanyImageKind, string>>>({});
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<CompanyInput, unknown, CompanyData>({
    resolver: zodResolver(companyInputSchema),
    mode: 'onTouched',
    defaultValues: toFormValues(company, companyTypes),
  });

  const changedPictures: ImageChanges = {};
  for (const kind of ['image', 'banner'] as const) {
    if (pictures[kind] !== initialPictures[kind]) changedPictures[kind] = pictures[kind];
  }
  const hasPictureChanges = Object.keys(changedPictures).length > 0;
  const hasErrors = Object.keys(errors).length > 0 || Object.values(pictureErrors).some(Boolean);

  const pickPicture = (kind: CompanyImageKind) => (value: string | null) => {
    const problem = value && isDataUrl(value) ? imageProblem(value) : null;
    setPictureErrors((current) => ({ ...current, [kind]: problem ?? undefined }));
    if (!problem) setPictures((current) => ({ ...current, [kind]: value }));
  };

  const onSubmit = handleSubmit((data) =>
    save.mutate(
      { isNew: !company, data, images: changedPictures },
      {
        onSuccess: ({ company: saved, imageError }) => {
          reset(toFormValues(saved, companyTypes));
          if (imageError) {
            const message = isApiError(imageError) ? imageError.message : 'Unknown error';
            const fields = isApiError(imageError) ? imageError.fields : {};
            const kind: CompanyImageKind = fields.banner && !fields.image ? 'banner' : 'image';
            setPictureErrors({ [kind]: message });
            snackbar.showError(message);
            return;
          }
          snackbar.showSuccess('Company profile saved');
          onSaved();
        },
        onError: (error) => {
          const message = applyServerErrors(error, setError, FIELD_NAMES);
          if (message) snackbar.showError(message);
        },
      },
    ),
  );

  const companyTypeOptions = companyTypes.map((type) => ({ value: type.id, label: type.name }));
  const domainOptions = domains.map((domain) => ({ value: domain.id, label: domain.name }));
  const skillNodes = useMemo(
    () => skills.map((skill) => ({ id: skill.id, name: skill.name, parent: skill.parentId, assignable: skill.assignable })),
    [skills],
  );

  return (
    <>
      <PageHeader
        title="Edit Profile"
        primaryAction={{ label: 'Save profile', onClick: () => void onSubmit(), disabled: hasErrors, isLoading: save.isPending }}
        secondaryAction={onCancel ? { label: 'Cancel', onClick: onCancel, disabled: save.isPending } : undefined}
      />
      {!company && (
        <Intro>
          <InfoNotice title="Create your company profile">
            Tell other companies who you are. Once an admin approves your company, your projects become visible to them.
          </InfoNotice>
        </Intro>
      )}
      <UnsavedChangesGuard when={(isDirty || hasPictureChanges) && !save.isPending} />
      <FormSections id="company-profile-form" noValidate onSubmit={(event) => void onSubmit(event)} onKeyDown={submitOnEnter}>
        <Card title="Logo and banner">
          <Pictures>
            <ImageUpload
              label="Logo"
              variant="logo"
              alt="Company logo"
              accept={IMAGE_ACCEPT}
              rejectMessage={IMAGE_TYPE_MESSAGE}
              value={pictures.image}
              onChange={pickPicture('image')}
              error={pictureErrors.image}
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
              onChange={pickPicture('banner')}
              error={pictureErrors.banner}
              buttonLabel="Upload banner"
            />
          </Pictures>
        </Card>
        <Card title="Company details">
          <FieldGrid>
            <TextField label="Name" required autoComplete="organization" error={errors.name?.message} {...register('name')} />
            <TextField label="E-mail" type="email" required autoComplete="email" error={errors.email?.message} {...register('email')} />
            <Controller
              control={control}
              name="companyTypeId"
              render={({ field, fieldState }) => (
                <Select
                  label="Company type"
                  required
                  options={companyTypeOptions}
                  name={field.name}
                  ref={field.ref}
                  value={field.value === undefined ? '' : String(field.value)}
                  onBlur={field.onBlur}
                  onValueChange={(value) => field.onChange(Number(value))}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="domainId"
              render={({ field, fieldState }) => (
                <Select
                  label="Domain"
                  options={domainOptions}
                  name={field.name}
                  ref={field.ref}
                  value={field.value === undefined ? '' : String(field.value)}
                  onBlur={field.onBlur}
                  onValueChange={(value) => field.onChange(value === undefined ? undefined : Number(value))}
                  error={fieldState.error?.message}
                />
              )}
            />
            <TextField label="Website" type="url" placeholder="https://example.com" error={errors.website?.message} {...register('website')} />
            <TextField
              label="LinkedIn"
              type="url"
              placeholder="https://www.linkedin.com/company/…"
              error={errors.linkedIn?.message}
              {...register('linkedIn')}
            />
            <WideField>
              <TextArea
                label="Description"
                rows={6}
                maxLength={COMPANY_DESCRIPTION_MAX}
                error={errors.description?.message}
                {...register('description')}
              />
            </WideField>
            <WideField>
              <Controller
                control={control}
                name="skills"
                render={({ field, fieldState }) => (
                  <TreePicker
                    multiple
                    label="Skills"
                    nodes={skillNodes}
                    value={field.value ?? []}
                    onChange={(value) => field.onChange(value)}
                    error={fieldState.error?.message}
                    searchPlaceholder="Search skills"
                    helperText="Your company's tech stack; it is shown on your public profile."
                  />
                )}
              />
            </WideField>
          </FieldGrid>
        </Card>
      </FormSections>
    </>
  );
}
