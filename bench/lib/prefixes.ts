/**
 * What shoppers type into the search box, key by key: every prefix (2 letters and more) of
 * phrases made from the bench catalog's words, with and without accents, each once, and for one
 * prefix in ten, the same text with a word of 4 letters or more typed one letter wrong (about one
 * text in fifteen; the catalog then looks for the words one letter away, decision 0205), in a
 * shuffled order. A row that asks each in turn never asks the same text twice within a run of
 * this length, so the gateway's response cache (decision 0900) cannot answer it.
 */
const KINDS = ['Túi tote', 'Balo', 'Túi đeo chéo', 'Ví da', 'Nón lá', 'Khăn lụa', 'Túi vải', 'Móc khóa', 'Túi xách', 'Hộp quà'];
const PLACES = ['Hội An', 'Đông Sơn', 'Sài Gòn', 'Hà Nội', 'Huế', 'Đà Lạt', 'Sa Pa', 'Hạ Long', 'Cần Thơ', 'Phú Quốc', 'Ninh Bình', 'Quy Nhơn'];
const MOTIFS = ['hoa sen', 'trống đồng', 'đèn lồng', 'cà phê', 'áo dài', 'thổ cẩm', 'gốm lam', 'phố cổ', 'chim lạc', 'hoa mai'];

const plain = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();

/** A deterministic shuffle (a linear congruential generator), so runs ask the same texts. */
function shuffled<T>(items: T[]): T[] {
  let seed = 20261128;
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export function typedPrefixes(): string[] {
  const seen = new Set<string>();
  for (const k of KINDS)
    for (const p of PLACES)
      for (const m of MOTIFS)
        for (const phrase of [`${k} ${p} ${m}`, `${p} ${m} ${k}`])
          for (const form of [phrase.toLowerCase(), plain(phrase)]) for (let n = 2; n <= form.length; n++) if (form[n - 1] !== ' ') seen.add(form.slice(0, n));
  const typed = [...seen];
  for (let i = 0; i < typed.length; i += 10) {
    const typo = oneLetterWrong(typed[i]);
    if (typo) seen.add(typo);
  }
  return shuffled([...seen]);
}

/** The text with the third letter of its first word of 4 letters or more wrong; null without such a word. */
export function oneLetterWrong(text: string): string | null {
  const words = text.split(' ');
  const k = words.findIndex((w) => w.length >= 4);
  if (k < 0) return null;
  const w = words[k];
  words[k] = w.slice(0, 2) + (w[2] === 'x' ? 'q' : 'x') + w.slice(3);
  return words.join(' ');
}

/** `/api/products/suggestions?q=…` paths, a new text each call, round and round the list. */
export function suggestionPaths(): () => string {
  const texts = typedPrefixes();
  let i = 0;
  return () => `/api/products/suggestions?q=${encodeURIComponent(texts[i++ % texts.length])}`;
}
