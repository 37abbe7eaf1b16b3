import { useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, IconButton } from '../button/button';
import { FieldMessage, LabelText } from '../field/field';
import { CloseIcon, FileIcon, ImageIcon, UploadIcon } from '../icons/icons';

/** A picked file read into memory. */
export interface UploadedFile {
  name: string;
  type: string;
  size: number;
  /** base64 data URL (data:<type>;base64,...). */
  dataUrl: string;
}

/** Reads a file as a base64 data URL. */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

/**
 * Whether a file matches an accept list such as '.pdf,.doc,.docx' or 'image/*'.
 * @example isAcceptedFile({ name: 'cv.PDF', type: 'application/pdf' }, '.pdf,.doc') // true
 */
export function isAcceptedFile(file: { name: string; type: string }, accept: string | undefined): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  return accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .some((entry) => {
      if (entry.startsWith('.')) return name.endsWith(entry);
      if (entry.endsWith('/*')) return file.type.startsWith(entry.slice(0, -1));
      return file.type === entry;
    });
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;
`;

const LabelLine = styled.span<{ $hasError: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme, $hasError }) => ($hasError ? theme.colors.error : theme.colors.text)};
`;

const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  pointer-events: none;
`;

const Box = styled.div<{ $hasError: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.size.control};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)}
    ${({ theme }) => theme.space(3)};
  border: 1px dashed ${({ theme, $hasError }) => ($hasError ? theme.colors.error : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FileName = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text};
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

interface UploadBaseProps {
  label?: ReactNode;
  /** Accept list, e.g. '.pdf,.doc,.docx' for CVs. */
  accept?: string;
  required?: boolean;
  error?: string;
  helperText?: ReactNode;
  disabled?: boolean;
  buttonLabel?: string;
  /** Shown when a picked file does not match `accept`. */
  rejectMessage?: string;
}

export interface FileUploadProps extends UploadBaseProps {
  value: UploadedFile | null | undefined;
  onChange: (file: UploadedFile | null) => void;
}

function useFilePicker(
  accept: string | undefined,
  rejectMessage: string,
  onChange: (file: UploadedFile | null) => void,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!isAcceptedFile(file, accept)) {
      setLocalError(rejectMessage);
      return;
    }
    setLocalError(null);
    const dataUrl = await readFileAsDataUrl(file);
    onChange({ name: file.name, type: file.type, size: file.size, dataUrl });
  };
  const clear = () => {
    setLocalError(null);
    if (inputRef.current) inputRef.current.value = '';
    onChange(null);
  };
  return { inputRef, localError, pick, clear };
}

type FilePicker = ReturnType<typeof useFilePicker>;

interface UploadFrameProps extends Pick<UploadBaseProps, 'label' | 'required' | 'helperText'> {
  id: string;
  message: string | undefined;
  children: ReactNode;
}

/** Label line above, error and helper text below: the parts both uploads share around their own picker. */
function UploadFrame({ id, label, required, message, helperText, children }: UploadFrameProps) {
  return (
    <Root>
      {label && (
        <LabelLine $hasError={Boolean(message)} id={`${id}-label`}>
          <LabelText label={label} required={required} />
        </LabelLine>
      )}
      {children}
      <FieldMessage $isError role="alert" hidden={!message}>
        {message}
      </FieldMessage>
      {helperText && <FieldMessage>{helperText}</FieldMessage>}
    </Root>
  );
}

interface PickButtonProps {
  picker: FilePicker;
  accept: string | undefined;
  disabled: boolean | undefined;
  /** Id of the label line that describes the button, when there is a label. */
  describedBy: string | undefined;
  inputId?: string;
  children: ReactNode;
}

/** The visible button and the hidden native input it opens: the input stays out of the tab order, the button takes focus. */
function PickButton({ picker, accept, disabled, describedBy, inputId, children }: PickButtonProps) {
  const { inputRef, pick } = picker;
  return (
    <>
      <HiddenInput
        ref={inputRef}
        id={inputId}
        type="file"
        accept={accept}
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        onChange={(event) => void pick(event.target.files?.[0])}
      />
      <Button
        variant="secondary"
        size="small"
        startIcon={<UploadIcon size={16} />}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => inputRef.current?.click()}
      >
        {children}
      </Button>
    </>
  );
}

/** Picks or clears a file and reads it as a base64 data URL (CV upload). */
export function FileUpload({
  label,
  accept,
  required,
  error,
  helperText,
  disabled,
  value,
  onChange,
  buttonLabel = 'Choose file',
  rejectMessage = `Accepted file types: ${accept ?? 'any'}`,
}: FileUploadProps) {
  const id = useId();
  const picker = useFilePicker(accept, rejectMessage, onChange);
  const message = error ?? picker.localError ?? undefined;
  return (
    <UploadFrame id={id} label={label} required={required} message={message} helperText={helperText}>
      <Box $hasError={Boolean(message)}>
        <FileIcon size={20} />
        <FileName>{value ? value.name : 'No file chosen'}</FileName>
        {value && <Meta>{formatSize(value.size)}</Meta>}
        {value && !disabled && (
          <IconButton label={`Remove ${value.name}`} size="small" onClick={picker.clear}>
            <CloseIcon size={16} />
          </IconButton>
        )}
        <PickButton
          picker={picker}
          inputId={id}
          accept={accept}
          disabled={disabled}
          describedBy={label ? `${id}-label` : undefined}
        >
          {buttonLabel}
        </PickButton>
      </Box>
    </UploadFrame>
  );
}

const Preview = styled.div<{ $variant: 'logo' | 'banner'; $hasError: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  width: ${({ $variant }) => ($variant === 'logo' ? '112px' : '100%')};
  height: ${({ $variant }) => ($variant === 'logo' ? '112px' : '160px')};
  border-radius: ${({ theme, $variant }) => ($variant === 'logo' ? theme.radius.lg : theme.radius.md)};
  border: 1px dashed ${({ theme, $hasError }) => ($hasError ? theme.colors.error : theme.colors.borderStrong)};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const ImageActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const ImageLayout = styled.div<{ $variant: 'logo' | 'banner' }>`
  display: flex;
  flex-direction: ${({ $variant }) => ($variant === 'logo' ? 'row' : 'column')};
  align-items: ${({ $variant }) => ($variant === 'logo' ? 'center' : 'stretch')};
  gap: ${({ theme }) => theme.space(4)};
`;

export interface ImageUploadProps extends UploadBaseProps {
  /** A data URL or an image URL (the API serves images as URLs). */
  value: string | null | undefined;
  onChange: (dataUrl: string | null) => void;
  variant?: 'logo' | 'banner';
  /** Alternative text of the preview, e.g. 'Company logo'. */
  alt?: string;
}

/** Image picker with a preview, for the company logo and banner. */
export function ImageUpload({
  label,
  accept = 'image/*',
  required,
  error,
  helperText,
  disabled,
  value,
  onChange,
  variant = 'logo',
  alt = 'Preview',
  buttonLabel = 'Upload image',
  rejectMessage = 'Choose an image file',
}: ImageUploadProps) {
  const id = useId();
  const picker = useFilePicker(accept, rejectMessage, (file) => onChange(file ? file.dataUrl : null));
  const message = error ?? picker.localError ?? undefined;
  return (
    <UploadFrame id={id} label={label} required={required} message={message} helperText={helperText}>
      <ImageLayout $variant={variant}>
        <Preview $variant={variant} $hasError={Boolean(message)}>
          {value ? <img src={value} alt={alt} /> : <ImageIcon size={32} />}
        </Preview>
        <ImageActions>
          <PickButton
            picker={picker}
            accept={accept}
            disabled={disabled}
            describedBy={label ? `${id}-label` : undefined}
          >
            {value ? 'Replace' : buttonLabel}
          </PickButton>
          {value && !disabled && (
            <Button variant="text" size="small" onClick={picker.clear}>
              Remove
            </Button>
          )}
        </ImageActions>
      </ImageLayout>
    </UploadFrame>
  );
}
