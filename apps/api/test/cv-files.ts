import { crc32 } from 'node:zlib';

/**
 * Small but real files of the kinds members upload as a CV (and a few they should not), built byte by byte so the
 * tests need no fixtures on disk and no zip or Office library.
 */

/** A one-page PDF with a text line: the header and body a PDF reader opens. */
export function pdfFile(text = 'Kofi Mensah, Curriculum Vitae'): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PDF of exactly `size` bytes: a real one padded with a comment line, as a scanned CV's bulk would be. */
export function pdfOfSize(size: number): Buffer {
  const pdf = pdfFile();
  return Buffer.concat([pdf, Buffer.from('%'), Buffer.alloc(size - pdf.length - 2, 'x'), Buffer.from('\n')]);
}

/** A zip archive with its entries stored uncompressed (method 0). */
export function zipFile(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const OPEN_XML = 'application/vnd.openxmlformats-officedocument';

/** An Office Open XML package: its content types name the main part, as Word and Excel write them. */
function officeFile(mainPart: string, mainType: string, xml: string): Buffer {
  return zipFile({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/${mainPart}" ContentType="${mainType}"/></Types>`,
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${mainPart}"/>` +
      '</Relationships>',
    [mainPart]: xml,
  });
}

export function docxFile(text = 'Ama Owusu, Curriculum Vitae'): Buffer {
  return officeFile(
    'word/document.xml',
    `${OPEN_XML}.wordprocessingml.document.main+xml`,
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  );
}

export function xlsxFile(): Buffer {
  return officeFile(
    'xl/workbook.xml',
    `${OPEN_XML}.spreadsheetml.sheet.main+xml`,
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>',
  );
}

const SECTOR = 512;
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;

/**
 * A compound file (MS-CFB, version 3) holding one stream: a Word 97–2003 document when the stream is 'WordDocument',
 * an Excel one when it is 'Workbook'. Its sectors are the FAT, the stream's `dataSectors` sectors, then the
 * directory, as Word lays them out, so a large stream puts the directory far from the start.
 */
export function compoundFile(streamName: string, dataSectors = 1): Buffer {
  let fatSectors = 1;
  while (fatSectors * (SECTOR / 4) < fatSectors + dataSectors + 1) fatSectors += 1;
  const directorySector = fatSectors + dataSectors;
  const sectors = directorySector + 1;

  const header = Buffer.alloc(SECTOR);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(fatSectors, 0x2c);
  header.writeUInt32LE(directorySector, 0x30);
  header.writeUInt32LE(0x1000, 0x38);
  header.writeUInt32LE(END_OF_CHAIN, 0x3c);
  header.writeUInt32LE(END_OF_CHAIN, 0x44);
  for (let slot = 0; slot < 109; slot += 1) header.writeUInt32LE(slot < fatSectors ? slot : FREE, 0x4c + slot * 4);

  const fat = Buffer.alloc(fatSectors * SECTOR, 0xff);
  for (let sector = 0; sector < fatSectors; sector += 1) fat.writeUInt32LE(FAT_SECTOR, sector * 4);
  for (let sector = fatSectors; sector < directorySector; sector += 1) {
    fat.writeUInt32LE(sector + 1 < directorySector ? sector + 1 : END_OF_CHAIN, sector * 4);
  }
  fat.writeUInt32LE(END_OF_CHAIN, directorySector * 4);

  const data = Buffer.alloc(dataSectors * SECTOR, 0);
  // The stream starts as a Word FIB does (wIdent 0xA5EC); its content is never read by the check.
  data.writeUInt16LE(0xa5ec, 0);

  const directory = Buffer.alloc(SECTOR, 0);
  const entry = (index: number, name: string, type: number, start: number, size: number) => {
    const at = index * 128;
    const nameBytes = Buffer.from(`${name}\0`, 'utf16le');
    nameBytes.copy(directory, at);
    directory.writeUInt16LE(nameBytes.length, at + 0x40);
    directory[at + 0x42] = type;
    directory.writeUInt32LE(FREE, at + 0x44);
    directory.writeUInt32LE(FREE, at + 0x48);
    directory.writeUInt32LE(type === 5 ? 1 : FREE, at + 0x4c);
    directory.writeUInt32LE(start, at + 0x74);
    directory.writeUInt32LE(size, at + 0x78);
  };
  entry(0, 'Root Entry', 5, END_OF_CHAIN, 0);
  entry(1, streamName, 2, fatSectors, dataSectors * SECTOR);
  for (let index = 2; index < 4; index += 1) {
    directory.writeUInt32LE(FREE, index * 128 + 0x44);
    directory.writeUInt32LE(FREE, index * 128 + 0x48);
    directory.writeUInt32LE(FREE, index * 128 + 0x4c);
  }

  const file = Buffer.concat([header, fat, data, directory]);
  if (file.length !== (sectors + 1) * SECTOR) throw new Error('compound file layout is off');
  return file;
}

export const docFile = (dataSectors = 1) => compoundFile('WordDocument', dataSectors);

/** A 1×1 PNG. */
export const pngFile = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

export const htmlFile = () =>
  Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

export const textFile = () => Buffer.from('Kofi Mensah\nAccountant, 10 years in Johannesburg\n');
