import sharp from 'sharp';
import type { DemoCategory } from './demo-catalog';

const SILHOUETTES: Record<DemoCategory['shape'], (c: string) => string> = {
  tote: (c) => `<path d="M170 200 Q170 110 256 110 Q342 110 342 200" fill="none" stroke="${c}" stroke-width="18"/>
    <path d="M130 200 H382 L360 430 H152 Z" fill="${c}"/>`,
  backpack: (c) => `<path d="M206 130 Q206 90 256 90 Q306 90 306 130" fill="none" stroke="${c}" stroke-width="16"/>
    <rect x="150" y="130" width="212" height="300" rx="60" fill="${c}"/><rect x="190" y="290" width="132" height="90" rx="20" fill="#00000022"/>`,
  crossbody: (c) => `<path d="M140 110 L330 300" stroke="${c}" stroke-width="12"/><rect x="170" y="260" width="190" height="150" rx="30" fill="${c}"/>
    <path d="M170 300 H360" stroke="#00000033" stroke-width="8"/>`,
  wallet: (c) => `<rect x="120" y="170" width="272" height="180" rx="24" fill="${c}"/><rect x="300" y="230" width="92" height="60" rx="14" fill="#00000033"/>
    <circle cx="330" cy="260" r="9" fill="#ffffffaa"/>`,
  souvenir: (c) => `<path d="M256 100 L400 330 H112 Z" fill="${c}"/><ellipse cx="256" cy="335" rx="150" ry="22" fill="#00000022"/>
    <path d="M190 260 H322" stroke="#ffffff66" stroke-width="6"/>`,
  accessory: (c) =>
    `<circle cx="256" cy="230" r="110" fill="none" stroke="${c}" stroke-width="22"/><rect x="206" y="320" width="100" height="120" rx="20" fill="${c}"/>`,
};

const escapeXml = (s: string): string => s.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A real product picture drawn at seed time: the category's silhouette in the product colour. */
export async function demoImage(shape: DemoCategory['shape'], color: string, label: string, variant: number): Promise<Buffer> {
  const backgrounds = ['#fdf6ec', '#eef5f9', '#f4f1fa'];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
    <rect width="512" height="512" fill="${backgrounds[variant % backgrounds.length]}"/>
    <g transform="${variant % 2 ? 'translate(512 0) scale(-1 1)' : ''}">${SILHOUETTES[shape](color)}</g>
    <text x="256" y="485" font-family="DejaVu Sans, sans-serif" font-size="24" text-anchor="middle" fill="#333">${escapeXml(label)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}
