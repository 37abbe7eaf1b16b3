import { dataUrlToFile, talentCvUrl, useDeleteTalentCv, useUploadTalentCv } from '@benchlink/api-client';
import { CV_ACCEPT, CV_EXTENSIONS, CV_MAX_BYTES, CV_SIZE_MESSAGE, CV_TYPE_MESSAGE } from '@benchlink/contracts/cv';
import type { Talent } from '@benchlink/contracts/talents';
import {
  Button,
  ConfirmDialog,
  DeleteIcon,
  FileIcon,
  FileUpload,
  MutedText,
  useSnackbar,
  type UploadedFile,
} from '@benchlink/design-system';
import { CvUploadProgress, textLinkStyles } from '@benchlink/domain-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { FieldStack } from '../../../lib/form-layout';
import { cvSummary } from '../utils/cv';

const CV_RULES = `PDF or Word (${CV_EXTENSIONS.join(', ')}), at most ${CV_MAX_BYTES / (1024 * 1024)} MB.`;

export const CV_UPLOADED_MESSAGE = 'CV uploaded';
export const CV_REMOVED_MESSAGE = 'CV removed';

const Stored = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StoredName = styled.p`
  display: flex;
  flex: 1 1 220px;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StoredActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Download = styled.a`
  ${textLinkStyles}
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A picked file the API would refuse for its size; its type the picker checks itself (`accept`). */
const sizeError = (file: UploadedFile) => (file.size > CV_MAX_BYTES ? CV_SIZE_MESSAGE : undefined);

export interface NewTalentCvProps {
  file: UploadedFile | null;
  onChange: (file: UploadedFile | null) => void;
  /** The upload's progress once the talent is added. */
  progress?: number;
  isDisabled?: boolean;
}

/** A new talent's CV: chosen with the form, uploaded right after the talent is added. */
export function NewTalentCv({ file, onChange, progress, isDisabled }: NewTalentCvProps) {
  const [error, setError] = useState<string>();
  return (
    <FieldStack>
      <FileUpload
        label="CV"
        accept={CV_ACCEPT}
        value={file}
        onChange={(picked) => {
          const message = picked ? sizeError(picked) : undefined;
          setError(message);
          onChange(message ? null : picked);
        }}
        buttonLabel="Choose CV"
        rejectMessage={CV_TYPE_MESSAGE}
        error={error}
        disabled={isDisabled}
        helperText={`Optional. ${CV_RULES} It is uploaded once the talent is added, and can be sent with its applications.`}
      />
      {progress !== undefined && <CvUploadProgress fraction={progress} />}
    </FieldStack>
  );
}

export interface TalentCvProps {
  talent: Pick<Talent, 'id' | 'cv'>;
  /** The talent's name, for the confirmation. */
  talentName: string;
}

/**
 * An existing talent's CV, kept apart from the form: the stored one (type, size, date) with Download and Remove, and
 * a picker that uploads a new one at once, with its progress and the server's message when it is refused.
 */
export function TalentCv({ talent, talentName }: TalentCvProps) {
  const snackbar = useSnackbar();
  const upload = useUploadTalentCv();
  const remove = useDeleteTalentCv();
  const [picked, setPicked] = useState<UploadedFile | null>(null);
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<string>();
  const [isRemoving, setIsRemoving] = useState(false);

  const pick = (file: UploadedFile | null) => {
    setError(undefined);
    setPicked(file);
    if (!file) return;
    const tooLarge = sizeError(file);
    if (tooLarge) {
      setError(tooLarge);
      return;
    }
    setProgress(0);
    upload.mutate(
      { id: talent.id, file: dataUrlToFile(file), onProgress: setProgress },
      {
        onSuccess: () => {
          setPicked(null);
          snackbar.showSuccess(CV_UPLOADED_MESSAGE);
        },
        onError: (failure) => setError(failure.message),
        onSettled: () => setProgress(undefined),
      },
    );
  };

  const confirmRemove = () =>
    remove.mutate(talent.id, {
      onSuccess: () => {
        setIsRemoving(false);
        snackbar.showSuccess(CV_REMOVED_MESSAGE);
      },
      onError: (failure) => {
        setIsRemoving(false);
        snackbar.showError(failure.message);
      },
    });

  return (
    <FieldStack>
      {talent.cv ? (
        <Stored>
          <StoredName>
            <FileIcon size={20} />
            <span>Stored CV: {cvSummary(talent.cv)}</span>
          </StoredName>
          <StoredActions>
            <Download href={talentCvUrl(talent.id)} download>
              Download
            </Download>
            <Button
              variant="text"
              size="small"
              startIcon={<DeleteIcon size={16} />}
              disabled={upload.isPending}
              onClick={() => setIsRemoving(true)}
            >
              Remove
            </Button>
          </StoredActions>
        </Stored>
      ) : (
        <MutedText>No CV stored yet. A stored CV can be sent with the talent's applications.</MutedText>
      )}
      <FileUpload
        label={talent.cv ? 'Replace the CV' : 'Upload a CV'}
        accept={CV_ACCEPT}
        value={picked}
        onChange={pick}
        buttonLabel={talent.cv ? 'Replace CV' : 'Upload CV'}
        rejectMessage={CV_TYPE_MESSAGE}
        error={error}
        disabled={upload.isPending || remove.isPending}
        helperText={`${CV_RULES} It is stored at once, apart from the other fields.`}
      />
      {progress !== undefined && <CvUploadProgress fraction={progress} />}
      <ConfirmDialog
        isOpen={isRemoving}
        title="Remove CV"
        message={`Are you sure you want to remove the CV of ${talentName}?`}
        confirmLabel="Remove"
        isDestructive
        isLoading={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setIsRemoving(false)}
      />
    </FieldStack>
  );
}
