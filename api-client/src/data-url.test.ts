import { describe, expect, it } from 'vitest';
import { dataUrlByteSize, dataUrlToBlob, dataUrlToFile, dataUrlType, isDataUrl } from './data-url';

describe('data URLs', () => {
  it('tells a picked file from the URL of a stored one', () => {
    expect(isDataUrl('data:image/png;base64,AAAA')).toBe(true);
    expect(isDataUrl('/api/companies/4/image?v=2')).toBe(false);
  });

  it('reads the type and the size without decoding', () => {
    expect(dataUrlType('data:image/png;base64,AAAA')).toBe('image/png');
    expect(dataUrlType('data:,hi')).toBe('');
    expect(dataUrlByteSize(`data:text/plain;base64,${btoa('hi')}`)).toBe(2);
    expect(dataUrlByteSize(`data:text/plain;base64,${btoa('hello')}`)).toBe(5);
  });

  it('decodes base64 and percent-encoded payloads into a body', async () => {
    const image = dataUrlToBlob(`data:image/svg+xml;base64,${btoa('<svg/>')}`);
    expect(image.type).toBe('image/svg+xml');
    expect(await image.text()).toBe('<svg/>');
    expect(await dataUrlToBlob('data:text/plain;charset=utf-8,a%2Cb,c').text()).toBe('a,b,c');
    expect(() => dataUrlToBlob('/api/companies/4/image')).toThrow('Not a data URL');
  });

  it('turns a picked file back into named bytes', async () => {
    const file = dataUrlToFile({
      name: 'cv.pdf',
      type: 'application/pdf',
      dataUrl: `data:application/pdf;base64,${btoa('%PDF-1.4')}`,
    });
    expect(file.name).toBe('cv.pdf');
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.4');
  });

  it('takes the data URL type when the picker gave none', () => {
    expect(dataUrlToFile({ name: 'cv.doc', type: '', dataUrl: 'data:application/msword;base64,AAAA' }).type).toBe(
      'application/msword',
    );
  });
});
