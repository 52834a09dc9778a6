// Makes public/favicon.ico and public/apple-touch-icon.png from the logo in public/favicon.svg, for browsers,
// crawlers and home screens that ask for these fixed names rather than reading <link rel="icon">, and the web app
// manifest's icons (public/icons/): the logo at 192 and 512 px, and a maskable one that Android crops to its shape.
// Run once when the logo changes (node apps/web/scripts/generate-icons.mjs) and commit the files.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const logo = fs.readFileSync(path.join(publicDir, 'favicon.svg'));

// iOS rounds the corners itself and fills transparent ones black, so the home-screen icon is the logo drawn square.
const squareLogo = fs
  .readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8')
  .replace(' rx="6"', '')
  .replace(/<path d="M6 0h20[^"]*"/, '<path d="M0 0h32v11H0z"')
  .replace(/<path d="M0 21h32v5[^"]*"/, '<path d="M0 21h32v11H0z"');

const png = (svg, size) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toBuffer();

/** An ICO file whose images are PNGs (read by every browser since IE Vista-era): 6-byte header, 16-byte entries. */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ data }) => data)]);
}

const icoImages = await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(logo, size) })));
fs.writeFileSync(path.join(publicDir, 'favicon.ico'), ico(icoImages));
fs.writeFileSync(path.join(publicDir, 'apple-touch-icon.png'), await png(squareLogo, 180));

// The manifest's icons. The square flag is maskable as it is: its stripes run to the edges, so any crop shows flag,
// and the star sits well inside the safe zone (the middle 80% circle) that every launcher shape keeps.
const iconsDir = path.join(publicDir, 'icons');
fs.mkdirSync(iconsDir, { recursive: true });
fs.writeFileSync(path.join(iconsDir, 'icon-192.png'), await png(logo, 192));
fs.writeFileSync(path.join(iconsDir, 'icon-512.png'), await png(logo, 512));
fs.writeFileSync(path.join(iconsDir, 'maskable-512.png'), await png(squareLogo, 512));
