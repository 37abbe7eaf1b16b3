import { useId } from 'react';
import styled from 'styled-components';

const Progress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  progress {
    width: 100%;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * How far a CV's upload has gone ('Uploading CV… 40%' over a bar), for the apply dialog and a talent's stored CV.
 * @example {progress !== undefined && <CvUploadProgress fraction={progress} />}
 */
export function CvUploadProgress({ fraction, className }: { fraction: number; className?: string }) {
  const labelId = useId();
  return (
    <Progress className={className}>
      <span id={labelId}>Uploading CV… {Math.round(fraction * 100)}%</span>
      <progress aria-labelledby={labelId} max={1} value={fraction} />
    </Progress>
  );
}
