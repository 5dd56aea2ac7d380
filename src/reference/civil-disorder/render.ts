// The sheets laid out: Markdown for the terminal, and one self-contained HTML
// page for print (inline CSS, no script, no network), A4 or Letter, landscape
// for the umpire's screen (every table on one page) and portrait for the
// players' reference.
import type { Sheet } from './sheet.js';

/** Markdown: a heading per section, its tables as pipe tables, its lines as paragraphs. */
export function sheetMarkdown(sheet: Sheet): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  const out: string[] = [`# ${sheet.title}`, ''];
  for (const s of sheet.sections) {
    out.push(`## ${s.title}`, '');
    for (const tb of s.tables) {
      out.push(`| ${tb.head.map(cell).join(' | ')} |`, `| ${tb.head.map(() => '---').join(' | ')} |`);
      for (const r of tb.rows) out.push(`| ${r.map(cell).join(' | ')} |`);
      out.push('');
    }
    for (const l of s.lines) out.push(l, '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type Paper = 'a4' | 'letter';
export const PAPERS: readonly Paper[] = ['a4', 'letter'];

/** One self-contained HTML page of the sheet, for the browser's print. */
export function sheetHtml(sheet: Sheet, paper: Paper = 'a4'): string {
  const screen = sheet.kind === 'screen';
  const size = `${paper === 'a4' ? 'A4' : 'letter'} ${screen ? 'landscape' : 'portrait'}`;
  // The screen packs every table on one landscape page in four columns of
  // small type; the players' reference reads as a booklet in two columns.
  const css = `
@page { size: ${size}; margin: ${screen ? '6mm' : '12mm'}; }
* { box-sizing: border-box; }
body { font-family: "DejaVu Sans", Arial, Helvetica, sans-serif; font-size: ${screen ? '5.2pt' : '9pt'}; line-height: 1.2; margin: 0; color: #000; }
h1 { font-size: ${screen ? '9pt' : '15pt'}; margin: 0 0 ${screen ? '1mm' : '4mm'}; }
main { column-count: ${screen ? 4 : 2}; column-gap: ${screen ? '3mm' : '8mm'}; }
section { break-inside: avoid; margin: 0 0 ${screen ? '1.2mm' : '4mm'}; }
h2 { font-size: ${screen ? '6.6pt' : '11pt'}; margin: 0 0 0.6mm; border-bottom: 0.3mm solid #000; }
table { border-collapse: collapse; width: 100%; margin: 0 0 0.8mm; }
th, td { border: 0.15mm solid #666; padding: 0.2mm 0.6mm; text-align: left; vertical-align: top; }
th { background: #ddd; }
p { margin: 0 0 0.6mm; }
@media screen { body { max-width: 60em; margin: 1em auto; padding: 0 1em; font-size: 11pt; } main { column-count: 1; } }
`;
  const sections = sheet.sections
    .map((s) => {
      const tables = s.tables
        .map((tb) => `<table><thead><tr>${tb.head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${tb.rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('')}</tbody></table>`)
        .join('');
      const lines = s.lines.map((l) => `<p>${esc(l)}</p>`).join('');
      return `<section id="${esc(s.id)}"><h2>${esc(s.title)}</h2>${tables}${lines}</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${sheet.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(sheet.title)}</title>
<style>${css}</style>
</head>
<body data-kind="${sheet.kind}" data-edition="${sheet.edition}">
<h1>${esc(sheet.title)}</h1>
<main>
${sections}
</main>
</body>
</html>
`;
}
