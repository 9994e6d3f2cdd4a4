import { describe, expect, it } from 'vitest';
import { docBytes, docxBytes, htmlBytes, pdfBytes, zipBytes } from '../../modules/uploads/upload-test-files.ts';
import { contentDisposition, detectFileType, sanitiseFileName, zipEntryNames } from './file-type.ts';

const detect = (bytes: Buffer) =>
  detectFileType(bytes.subarray(0, 16), () => zipEntryNames(bytes.length, bytes, async (o, l) => bytes.subarray(o, o + l)));

describe('detectFileType', () => {
  it.each([
    ['jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
    ['pdf', pdfBytes()],
    ['doc', docBytes()],
    ['docx', docxBytes()],
    [null, htmlBytes()],
    [null, zipBytes({ 'word/document.xml': '<w/>' })],
    [null, zipBytes({ '[Content_Types].xml': '<T/>', 'ppt/slide1.xml': '<p/>' })],
    [null, Buffer.from('PK\x03\x04 truncated zip with no directory')],
    [null, Buffer.alloc(0)],
  ])('reads %s from the bytes', async (expected, bytes) => {
    expect(await detect(bytes)).toBe(expected);
  });
});

describe('sanitiseFileName', () => {
  it.each([
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\scan.PDF', 'pdf', 'scan.pdf'],
    ['photo.JPEG', 'jpg', 'photo.jpeg'],
    ['page.html', 'png', 'page.png'],
    ['"quoted"\r\nname.doc', 'doc', 'quoted_name.doc'],
    ['.hidden', 'pdf', 'hidden.pdf'],
    ['', 'docx', 'file.docx'],
    ['Reçu de caisse.pdf', 'pdf', 'Reçu de caisse.pdf'],
    [`${'a'.repeat(300)}.pdf`, 'pdf', `${'a'.repeat(100)}.pdf`],
  ] as const)('%j as %s becomes %j', (name, type, expected) => {
    expect(sanitiseFileName(name, type)).toBe(expected);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('attachment', "Reçu (copie) l'été.pdf")).toBe(
      `attachment; filename="Re_u (copie) l'_t_.pdf"; filename*=UTF-8''Re%C3%A7u%20%28copie%29%20l%27%C3%A9t%C3%A9.pdf`,
    );
  });
});
