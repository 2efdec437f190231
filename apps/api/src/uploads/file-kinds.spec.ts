import { describe, expect, it } from '@jest/globals';
import { detectAcceptedFile, isDocx, nameContradicts, zipEntryNames } from './file-kinds.js';
import { DOCX, PDF, PNG, zip } from '../../test/support/sample-files.js';

describe('accepted files, judged by content', () => {
  it('recognises images, PDFs and Word documents', async () => {
    expect(await detectAcceptedFile(PNG)).toMatchObject({ kind: 'image', contentType: 'image/png' });
    expect(await detectAcceptedFile(PDF)).toMatchObject({ kind: 'document', contentType: 'application/pdf' });
    expect(await detectAcceptedFile(DOCX)).toMatchObject({ kind: 'document', extensions: ['.docx'] });
  });

  it('refuses text, other zips and broken zips', async () => {
    expect(await detectAcceptedFile(Buffer.from('just some text pretending to be a pdf'))).toBeNull();
    const notWord = zip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' });
    expect(isDocx(notWord)).toBe(false);
    expect(await detectAcceptedFile(notWord)).toBeNull();
    expect(await detectAcceptedFile(zip({ 'word/document.xml': '<w:document/>' }))).toBeNull();
    expect(zipEntryNames(DOCX.subarray(0, DOCX.length - 30))).toBeNull();
    expect(zipEntryNames(DOCX)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
  });

  it('refuses a name that says another accepted type', async () => {
    const png = (await detectAcceptedFile(PNG))!;
    expect(nameContradicts('cv.pdf', png)).toBe(true);
    expect(nameContradicts('Passport.PNG', png)).toBe(false);
    expect(nameContradicts('passport', png)).toBe(false);
  });
});
