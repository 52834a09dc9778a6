import { describe, expect, it } from 'vitest';
import { applicationMessages, CV_MAX_BYTES, CV_TYPES } from '@akwaaba/contracts';
import { AppError } from '../../../lib/errors.ts';
import {
  compoundFile,
  docFile,
  docxFile,
  htmlFile,
  pdfFile,
  pdfOfSize,
  pngFile,
  textFile,
  xlsxFile,
  zipFile,
} from '../../../../test/cv-files.ts';
import { attachmentDisposition, checkCv, cvFileName, cvKey } from './cv.ts';

async function refusal(content: Buffer, name = 'cv.pdf'): Promise<AppError> {
  const error = await checkCv(content, name).then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('checkCv', () => {
  it('takes a PDF, a DOCX and a DOC by their content, with the type the content showed', async () => {
    expect(await checkCv(pdfFile(), 'Kofi CV.pdf')).toMatchObject({
      extension: 'pdf',
      type: CV_TYPES.pdf,
      name: 'Kofi CV.pdf',
      size: pdfFile().length,
    });
    expect(await checkCv(docxFile(), 'Ama.docx')).toMatchObject({ extension: 'docx', type: CV_TYPES.docx });
    expect(await checkCv(docFile(), 'Old CV.doc')).toMatchObject({ extension: 'doc', type: CV_TYPES.doc });
  });

  it('goes by the content, not the name: a Word document sent as cv.pdf is kept as a .docx', async () => {
    expect(await checkCv(docxFile(), 'cv.pdf')).toMatchObject({ extension: 'docx', name: 'cv.docx' });
  });

  it('finds the Word stream of a DOC whose directory lies far past the first 64 KiB', async () => {
    const large = docFile(200);
    expect(large.length).toBeGreaterThan(100 * 1024);
    expect(large.indexOf(Buffer.from('WordDocument', 'utf16le'))).toBeGreaterThan(64 * 1024);
    expect(await checkCv(large, 'long.doc')).toMatchObject({ extension: 'doc' });
  });

  it.each([
    ['a PNG named cv.pdf', pngFile()],
    ['a text file named cv.pdf', textFile()],
    ['an HTML page', htmlFile()],
    ['an Excel workbook (xlsx)', xlsxFile()],
    ['a zip that is no Word document', zipFile({ 'cv.txt': 'Kofi Mensah' })],
    ['an old Excel workbook (a compound file without a Word stream)', compoundFile('Workbook')],
    ['a compound file header and nothing else', compoundFile('WordDocument').subarray(0, 512)],
    ['an empty file', Buffer.alloc(0)],
    ['a PDF signature inside other text', Buffer.from('see attached %PDF-1.4')],
  ])('refuses %s with the type message on the cv field', async (_, content) => {
    const error = await refusal(content);
    expect(error.statusCode).toBe(422);
    expect(error.fieldErrors).toEqual({ cv: [applicationMessages.cvType] });
  });

  it('refuses a compound file whose directory chain loops, without hanging', async () => {
    const looping = compoundFile('Workbook');
    // The directory sector (2) points at itself in the FAT.
    looping.writeUInt32LE(2, 512 + 2 * 4);
    expect((await refusal(looping)).fieldErrors).toEqual({ cv: [applicationMessages.cvType] });
  });

  it('takes a CV of exactly the limit and refuses one byte more with the size message', async () => {
    expect(await checkCv(pdfOfSize(CV_MAX_BYTES), 'big.pdf')).toMatchObject({ size: CV_MAX_BYTES });
    expect((await refusal(pdfOfSize(CV_MAX_BYTES + 1))).fieldErrors).toEqual({ cv: [applicationMessages.cvTooLarge] });
  });
});

describe('cvFileName', () => {
  it.each([
    ['Kofi Mensah CV.pdf', 'pdf', 'Kofi Mensah CV.pdf'],
    ['kofi.PDF', 'pdf', 'kofi.pdf'],
    ['resume.png', 'pdf', 'resume.png.pdf'],
    ['C:\\Users\\kofi\\Documents\\cv.docx', 'docx', 'cv.docx'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['line\r\nbreak\tand "quotes" <b>.pdf', 'pdf', 'line break and quotes b.pdf'],
    ['cv\u202Efdp.exe', 'pdf', 'cv fdp.exe.pdf'],
    ['Abena Asantewaa – Lebenslauf.docx', 'docx', 'Abena Asantewaa – Lebenslauf.docx'],
    ['\ud800broken.pdf', 'pdf', 'broken.pdf'],
    ['...', 'doc', 'cv.doc'],
    ['', 'pdf', 'cv.pdf'],
    [null, 'docx', 'cv.docx'],
  ] as const)('%j as a %s is kept as %j', (sent, extension, kept) => {
    expect(cvFileName(sent, extension)).toBe(kept);
  });

  it('keeps at most 200 characters, the extension included, without splitting a character', () => {
    const name = cvFileName(`${'😀'.repeat(300)}.pdf`, 'pdf');
    expect(Array.from(name)).toHaveLength(200);
    expect(name.endsWith('😀.pdf')).toBe(true);
  });
});

describe('cvKey', () => {
  it('files a CV under its job by a random name with the detected extension', async () => {
    const cv = await checkCv(docxFile(), 'mine.pdf');
    const first = cvKey(42, cv);
    expect(first).toMatch(/^cvs\/42\/[A-Za-z0-9_-]{24}\.docx$/);
    expect(cvKey(42, cv)).not.toBe(first);
  });
});

describe('attachmentDisposition', () => {
  it('names an ASCII file plainly', () => {
    expect(attachmentDisposition('Kofi Mensah CV.pdf')).toBe('attachment; filename="Kofi Mensah CV.pdf"');
  });

  it('gives other names as RFC 5987 UTF-8 beside an ASCII stand-in', () => {
    expect(attachmentDisposition("Akosua's CV (2025) – ñ.pdf")).toBe(
      `attachment; filename="Akosua's CV (2025) _ _.pdf"; filename*=UTF-8''Akosua%27s%20CV%20%282025%29%20%E2%80%93%20%C3%B1.pdf`,
    );
  });

  it('never lets a quote or backslash end the quoted name', () => {
    expect(attachmentDisposition('a"b\\c.pdf')).toBe(
      'attachment; filename="a_b_c.pdf"; filename*=UTF-8\'\'a%22b%5Cc.pdf',
    );
  });
});
