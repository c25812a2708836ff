import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { UPLOAD_RULES, XLSX_MIME_TYPE, type UploadKind } from '@mawadda/contracts';
import { UploadRefused } from '../../src/domain/upload-refusals.js';
import { problemFor } from '../../src/http/problems.js';
import { sniffUpload as sniffRefusal } from '../../src/media/sniff.js';
import * as f from './support/fixtures.js';

/** The sniffer throws a refusal value; held here to the problem http/problems.ts makes of it. */
const sniffUpload = (bytes: Buffer, kind: UploadKind) =>
  sniffRefusal(bytes, kind).catch((err: unknown) => {
    throw err instanceof UploadRefused ? problemFor(err.refusal) : err;
  });

const refused = (kind: UploadKind) => ({
  status: 415,
  code: 'unsupported_file_type',
  messageKey: UPLOAD_RULES[kind].wrongType,
  options: expect.objectContaining({ field: 'file' }),
});

describe('sniffUpload accepts what the bytes are, for the kinds that allow it', () => {
  it.each([
    ['a JPEG', () => f.solidImage(20, 20, 'jpeg'), 'image/jpeg'],
    ['a PNG', () => f.solidImage(20, 20, 'png'), 'image/png'],
    ['a WebP', () => f.solidImage(20, 20, 'webp'), 'image/webp'],
  ] as const)('%s as a profile image, a cover, an album photo and a CV', async (_name, make, mime) => {
    const bytes = await make();
    for (const kind of ['avatar', 'cover', 'photo', 'cv'] as const) {
      await expect(sniffUpload(bytes, kind)).resolves.toBe(mime);
    }
  });

  it.each([
    ['a PDF', f.minimalPdf, 'application/pdf'],
    ['an XLSX workbook', f.xlsx, XLSX_MIME_TYPE],
  ] as const)('%s as a CV', async (_name, make, mime) => {
    await expect(sniffUpload(make(), 'cv')).resolves.toBe(mime);
  });

  it.each([
    ['MP4 (ftyp isom)', () => f.isoMedia('isom'), 'video/mp4'],
    ['MP4 (ftyp mp42, as Android phones write)', () => f.isoMedia('mp42'), 'video/mp4'],
    ['WebM (EBML DocType webm)', () => f.ebml('webm'), 'video/webm'],
  ] as const)('%s as a video', async (_name, make, mime) => {
    await expect(sniffUpload(make(), 'video')).resolves.toBe(mime);
  });
});

describe('sniffUpload refuses by content, whatever the name or declared type said', () => {
  const IMAGE_KINDS = ['avatar', 'cover', 'photo'] as const;

  it.each([
    ['a shell script (named me.jpg by the sender)', f.shellScript],
    ['HTML with a script', f.html],
    ['SVG with a script', f.svg],
    ['SVG without an XML declaration', f.bareSvg],
    ['a PDF', f.minimalPdf],
    ['an XLSX workbook', f.xlsx],
    ['an MP4 video', () => f.isoMedia('isom')],
    ['an empty file', () => Buffer.alloc(0)],
  ])('%s as an image', async (_name, make) => {
    for (const kind of IMAGE_KINDS)
      await expect(sniffUpload(make(), kind)).rejects.toMatchObject(refused(kind));
  });

  it.each([
    ['a shell script', f.shellScript],
    ['HTML', f.html],
    ['SVG', f.svg],
    ['a plain zip', f.plainZip],
    ['a Word document (.docx)', f.docx],
    ['a zip with an xl/ folder but no content types', f.xlFolderZip],
    ['that zip cut short (file-type 22 guessed XLSX from the folder name)', () => f.cut(f.xlFolderZip())],
    ['an XLSX cut short before its index', () => f.cut(f.xlsx(), 0.8)],
    ['a macro-enabled workbook (.xlsm)', f.xlsm],
    ['a workbook with a macro project that claims to be .xlsx', f.xlsxWithMacros],
    ['an MP4 video', () => f.isoMedia('isom')],
  ])('%s as a CV', async (_name, make) => {
    await expect(sniffUpload(make(), 'cv')).rejects.toMatchObject(refused('cv'));
  });

  it.each([
    ['a QuickTime movie (iPhone .mov)', () => f.isoMedia('qt')],
    ['an M4A audio file', () => f.isoMedia('M4A')],
    ['a HEIC photo (an ISO media file too)', () => f.isoMedia('heic')],
    ['3GP', () => f.isoMedia('3gp4')],
    ['Matroska (.mkv)', () => f.ebml('matroska')],
    ['a JPEG', () => f.solidImage(20, 20, 'jpeg')],
    ['HTML', async () => f.html()],
  ])('%s as a video', async (_name, make) => {
    await expect(sniffUpload(await make(), 'video')).rejects.toMatchObject(refused('video'));
  });
});

describe('what file-type itself says (so a change in its answers shows up here first)', () => {
  it.each([
    ['a plain zip', f.plainZip, 'application/zip'],
    ['a .docx', f.docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['an xl/ folder without content types', f.xlFolderZip, 'application/zip'],
    // file-type 21 calls it a zip (22 guessed XLSX from the folder name); our own reading of the
    // entries refuses it either way (above).
    ['that zip cut short', () => f.cut(f.xlFolderZip()), 'application/zip'],
    ['a macro project in an .xlsx', f.xlsxWithMacros, XLSX_MIME_TYPE],
    ['an ftyp box of an unknown brand', () => f.isoMedia('zzzz'), 'video/mp4'],
    ['SVG with an XML declaration', f.svg, 'application/xml'],
    ['a shell script', f.shellScript, undefined],
    ['HTML', f.html, undefined],
  ] as const)('%s', async (_name, make, mime) => {
    expect((await fileTypeFromBuffer(make()))?.mime).toBe(mime);
  });
});
