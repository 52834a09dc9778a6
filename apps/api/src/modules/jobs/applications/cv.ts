import { fileTypeFromBuffer } from 'file-type';
import { applicationMessages, CV_MAX_BYTES, CV_TYPES, type CvType } from '@akwaaba/contracts';
import { validationError } from '../../../lib/errors.ts';
import { randomToken } from '../../../lib/secrets.ts';

/** A CV that passed the checks: what its content says it is, and a name that is safe to keep and hand back. */
export interface CheckedCv {
  content: Buffer;
  extension: CvType;
  type: (typeof CV_TYPES)[CvType];
  name: string;
  size: number;
}

/** The cv_name column's length. */
const CV_NAME_MAX = 200;

const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');
/** The header's FAT sector slots (MS-CFB §2.2): enough for files far larger than CV_MAX_BYTES. */
const HEADER_FAT_SLOTS = 109;

/**
 * Whether a compound file (the container of .doc, but also of .xls, .ppt and .msg) is a Word document: its directory
 * holds the 'WordDocument' stream (MS-DOC §2.1.1). The directory's sectors are followed through the FAT (MS-CFB §2.2,
 * §2.6) rather than searched for in the first bytes, since Word writes the directory after the streams, well past the
 * start of a document with pictures.
 */
function isWordDocument(file: Buffer): boolean {
  if (file.length < 512) return false;
  const sectorShift = file.readUInt16LE(0x1e);
  if (sectorShift !== 9 && sectorShift !== 12) return false;
  const sectorSize = 1 << sectorShift;
  // Sector n starts after the header, which takes the place of sector -1.
  const sectorCount = Math.floor(file.length / sectorSize) - 1;
  const offsetOf = (sector: number) => (sector + 1) * sectorSize;
  const entriesPerFatSector = sectorSize / 4;
  const nextSector = (sector: number): number => {
    const slot = Math.floor(sector / entriesPerFatSector);
    if (slot >= HEADER_FAT_SLOTS) return -1;
    const fatSector = file.readUInt32LE(0x4c + slot * 4);
    if (fatSector >= sectorCount) return -1;
    return file.readUInt32LE(offsetOf(fatSector) + (sector % entriesPerFatSector) * 4);
  };
  let sector = file.readUInt32LE(0x30);
  // A chain longer than the file's sectors loops: it is no document. End-of-chain and free markers end it too.
  for (let visited = 0; sector >= 0 && sector < sectorCount && visited < sectorCount; visited += 1) {
    const start = offsetOf(sector);
    for (let entry = start; entry < start + sectorSize; entry += 128) {
      const isStream = file[entry + 0x42] === 2;
      const nameBytes = file.readUInt16LE(entry + 0x40);
      if (
        isStream &&
        nameBytes === WORD_STREAM_NAME.length + 2 &&
        file.subarray(entry, entry + WORD_STREAM_NAME.length).equals(WORD_STREAM_NAME)
      ) {
        return true;
      }
    }
    sector = nextSector(sector);
  }
  return false;
}

/** PDF, DOCX or DOC by the bytes alone; the file name and the browser's type are the sender's word, not evidence. */
async function detectCvType(content: Buffer): Promise<CvType | null> {
  // A parser of untrusted bytes: whatever it cannot read is simply not a CV.
  const detected = await fileTypeFromBuffer(content).catch(() => undefined);
  if (detected?.ext === 'pdf' || detected?.ext === 'docx') return detected.ext;
  if (detected?.ext === 'cfb' && isWordDocument(content)) return 'doc';
  return null;
}

/**
 * The name the browser sent, made safe to store and to put in a download's header: its last path segment, on one
 * line, without control or invisible formatting characters (a right-to-left override could disguise 'cv.exe.pdf'),
 * broken UTF-16 or the characters file systems refuse, at most CV_NAME_MAX characters, ending in the type the content showed.
 */
export function cvFileName(sent: string | null, extension: CvType): string {
  const base = (sent ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}<>:"|?*]/gu, ' ')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(/\.(pdf|docx?)\s*$/i, '')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const suffix = `.${extension}`;
  const kept = Array.from(base)
    .slice(0, CV_NAME_MAX - suffix.length)
    .join('')
    .trimEnd();
  return `${kept || 'cv'}${suffix}`;
}

/** Refuses (422 on the field `cv`) anything but a PDF or Word document of at most CV_MAX_BYTES. */
export async function checkCv(content: Buffer, sentName: string | null): Promise<CheckedCv> {
  if (content.length > CV_MAX_BYTES) throw validationError('cv', applicationMessages.cvTooLarge);
  const extension = await detectCvType(content);
  if (!extension) throw validationError('cv', applicationMessages.cvType);
  return { content, extension, type: CV_TYPES[extension], name: cvFileName(sentName, extension), size: content.length };
}

/** Where a CV is kept in the private documents store: under its job, by a random name nobody can guess. */
export const cvKey = (jobId: number, cv: CheckedCv) => `cvs/${jobId}/${randomToken().slice(0, 24)}.${cv.extension}`;

/**
 * `Content-Disposition` for a download: the plain name for ASCII ones; otherwise an ASCII stand-in for old clients and
 * the real name as RFC 5987 UTF-8 (RFC 6266 §4.3).
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  if (ascii === name) return `attachment; filename="${ascii}"`;
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
