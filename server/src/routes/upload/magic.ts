// The real type of an uploaded file, from its first bytes (never from the client's name or type).
// Only the formats uploads accept are recognised; anything else (HTML, SVG, scripts…) is undefined.
export type MediaType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'video/mp4';

export const IMAGE_TYPES: MediaType[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const VIDEO_TYPES: MediaType[] = ['video/mp4'];

/** Bytes needed to decide. */
export const SNIFF_BYTES = 16;

const ascii = (b: Uint8Array, at: number, text: string) =>
  b.length >= at + text.length && [...text].every((c, i) => b[at + i] === c.charCodeAt(0));

// ISO base media brands of MP4 video (not HEIF images or QuickTime).
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'dash',
  'mmp4',
  'msnv',
]);

export const sniff = (b: Uint8Array): MediaType | undefined => {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v))
    return 'image/png';
  if (ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a')) return 'image/gif';
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) return 'image/webp';
  if (ascii(b, 4, 'ftyp') && b.length >= 12) {
    const brand = String.fromCharCode(b[8], b[9], b[10], b[11]);
    if (MP4_BRANDS.has(brand)) return 'video/mp4';
  }
  return undefined;
};

/** The extensions a stored file of each type may carry; the first is the one given to others. */
export const EXTENSIONS: Record<MediaType, string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'video/mp4': ['mp4'],
};

/**
 * The key a file is stored under: the client's, with its extension made to match what the bytes
 * are (a JPEG sent as "photo.png" is kept as "photo.jpg"), so a file's name never claims a type
 * its content is not (ASVS V5.2.2). The URL the upload answers carries this key.
 */
export const keyWithExtension = (key: string, type: MediaType): string => {
  const slash = key.lastIndexOf('/');
  const dot = key.lastIndexOf('.');
  const hasExt = dot > slash + 1;
  const ext = hasExt ? key.slice(dot + 1).toLowerCase() : '';
  if (EXTENSIONS[type].includes(ext)) return key;
  return `${hasExt ? key.slice(0, dot) : key}.${EXTENSIONS[type][0]}`;
};
