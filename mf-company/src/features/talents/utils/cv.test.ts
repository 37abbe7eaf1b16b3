import { CV_TYPES } from '@benchlink/contracts/cv';
import { describe, expect, it } from 'vitest';
import { cvSummary, cvTypeName, formatFileSize } from './cv';

describe('stored CV', () => {
  it('names every type the API stores', () => {
    expect(Object.values(CV_TYPES).map(cvTypeName)).toEqual(['PDF', 'Word (.doc)', 'Word (.docx)']);
  });

  it('reads sizes in B, KB and MB', () => {
    expect(formatFileSize(900)).toBe('900 B');
    expect(formatFileSize(245_760)).toBe('240 KB');
    expect(formatFileSize(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });

  it('sums a CV up in one line', () => {
    expect(cvSummary({ type: 'application/pdf', size: 245_760, uploadedAt: '2030-01-02T10:00:00.000Z' })).toBe(
      'PDF · 240 KB · uploaded 2030-01-02',
    );
  });
});
