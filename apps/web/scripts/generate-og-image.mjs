// Makes public/og-default.jpg, the picture a shared link shows when its page has none of its own (WhatsApp,
// Facebook, X): 1200x630 as they ask, JPEG as every scraper reads, from the logo and the brand colours.
// Run when the logo or the colours change (node apps/web/scripts/generate-og-image.mjs) and commit the file.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const logo = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

// The brand colours of src/index.css: Ghana's flag.
const green = '#006B3F';
const greenDark = '#00522F';
const gold = '#FCD116';
const red = '#CE1126';

const WIDTH = 1200;
const HEIGHT = 630;
const LOGO_SIZE = 240;
const LOGO_X = 96;
// Centred in the green above the band, below the flag stripes.
const LOGO_Y = (HEIGHT - 96 - LOGO_SIZE) / 2 + 16;
const font = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

// The logo keeps its own drawing, scaled; the words sit beside it on the green.
const logoInner = logo.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${green}"/>
  <rect y="${HEIGHT - 96}" width="${WIDTH}" height="96" fill="${greenDark}"/>
  <rect width="${WIDTH}" height="16" fill="${red}"/>
  <rect y="16" width="${WIDTH}" height="16" fill="${gold}"/>
  <rect x="${LOGO_X - 10}" y="${LOGO_Y - 10}" width="${LOGO_SIZE + 20}" height="${LOGO_SIZE + 20}" rx="${(6 * LOGO_SIZE) / 32 + 10}" fill="#FFFFFF"/>
  <g transform="translate(${LOGO_X} ${LOGO_Y}) scale(${LOGO_SIZE / 32})">${logoInner}</g>
  <text x="408" y="250" font-family="${font}" font-size="104" font-weight="bold" fill="#FFFFFF">Akwaaba</text>
  <text x="412" y="316" font-family="${font}" font-size="36" fill="${gold}">The community home for Ghanaians</text>
  <text x="412" y="364" font-family="${font}" font-size="36" fill="${gold}">in South Africa</text>
  <text x="96" y="${HEIGHT - 36}" font-family="${font}" font-size="34" fill="#FFFFFF">Events · Businesses · Jobs · People</text>
</svg>`;

const jpeg = await sharp(Buffer.from(svg))
  .resize(WIDTH, HEIGHT)
  .flatten({ background: green })
  .jpeg({ quality: 82, mozjpeg: true })
  .toBuffer();
fs.writeFileSync(path.join(publicDir, 'og-default.jpg'), jpeg);
