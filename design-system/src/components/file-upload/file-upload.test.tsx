import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { FileUpload, ImageUpload, isAcceptedFile, readFileAsDataUrl, type UploadedFile } from './file-upload';

describe('isAcceptedFile', () => {
  it('matches extensions and mime types', () => {
    expect(isAcceptedFile({ name: 'cv.PDF', type: 'application/pdf' }, '.pdf,.doc,.docx')).toBe(true);
    expect(isAcceptedFile({ name: 'cv.docx', type: '' }, '.pdf,.doc,.docx')).toBe(true);
    expect(isAcceptedFile({ name: 'cv.exe', type: '' }, '.pdf,.doc,.docx')).toBe(false);
    expect(isAcceptedFile({ name: 'logo.png', type: 'image/png' }, 'image/*')).toBe(true);
    expect(isAcceptedFile({ name: 'x', type: 'text/plain' }, undefined)).toBe(true);
  });
});

describe('readFileAsDataUrl', () => {
  it('reads a file as a base64 data URL', async () => {
    const url = await readFileAsDataUrl(new File(['hi'], 'a.txt', { type: 'text/plain' }));
    expect(url).toBe('data:text/plain;base64,aGk=');
  });
});

function Harness({ onValue }: { onValue: (file: UploadedFile | null) => void }) {
  const [file, setFile] = useState<UploadedFile | null>(null);
  return (
    <FileUpload
      label="CV"
      accept=".pdf,.doc,.docx"
      value={file}
      onChange={(next) => {
        setFile(next);
        onValue(next);
      }}
    />
  );
}

describe('FileUpload', () => {
  it('picks a file, reads it and clears it', async () => {
    // The native input is visually hidden behind the button, so skip the pointer check.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onValue = vi.fn();
    const { container } = renderWithTheme(<Harness onValue={onValue} />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(onValue).toHaveBeenLastCalledWith(
        expect.objectContaining({ name: 'cv.pdf', dataUrl: 'data:application/pdf;base64,JVBERg==' }),
      ),
    );
    expect(screen.getByText('cv.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove cv.pdf' }));
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
  });

  it('rejects files of other types', async () => {
    const user = userEvent.setup({ applyAccept: false, pointerEventsCheck: 0 });
    const onValue = vi.fn();
    const { container } = renderWithTheme(<Harness onValue={onValue} />);
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, new File(['x'], 'virus.exe'));
    expect(screen.getByRole('alert')).toHaveTextContent('Accepted file types: .pdf,.doc,.docx');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('opens the file chooser from a real button', () => {
    renderWithTheme(<Harness onValue={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeInTheDocument();
  });
});

describe('ImageUpload', () => {
  it('previews the image and removes it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(
      <ImageUpload label="Logo" value="data:image/png;base64,AAAA" onChange={onChange} alt="Company logo" />,
    );
    expect(screen.getByRole('img', { name: 'Company logo' })).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
