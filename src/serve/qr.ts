// The QR code of a page's address (issue 42): the encoder inside the kept
// qrcode-terminal package (its vendored QRCode, Kazuhiko Arase's, MIT), its
// matrix drawn here dark on light, with the four-module quiet zone the QR
// standard asks for: as SVG for the umpire's board and the players' screen,
// and as terminal text. qrcode-terminal's own drawing paints the light
// modules in the terminal's foreground, so on a light terminal (or a file
// read dark on light) it decodes only inverted; here the terminal's colours
// are set (black on white) when it is a terminal, and without colours the dark
// modules are the drawn characters.

/** The modules of `text`'s QR code: true dark, row by row (error correction M: a phone's camera at an angle). */
export async function qrMatrix(text: string): Promise<boolean[][]> {
  const QRCode = (await import('qrcode-terminal/vendor/QRCode/index.js')).default;
  const levels = (await import('qrcode-terminal/vendor/QRCode/QRErrorCorrectLevel.js')).default;
  const qr = new QRCode(-1, levels.M);
  qr.addData(text);
  qr.make();
  return qr.modules.map((row) => row.map((m) => m === true));
}

/** The quiet zone around the code, in modules (ISO/IEC 18004: 4). */
export const QUIET = 4;

/** The code as SVG: a white square, each dark module a black one (one path), scaled by the page. */
export function qrSvg(m: readonly (readonly boolean[])[], label: string): string {
  const n = m.length + 2 * QUIET;
  let d = '';
  m.forEach((row, y) => row.forEach((dark, x) => (d += dark ? `M${x + QUIET} ${y + QUIET}h1v1h-1z` : '')));
  const esc = label.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return `<svg class="qr" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n} ${n}" role="img" aria-label="${esc}" shape-rendering="crispEdges"><rect width="${n}" height="${n}" fill="#fff"/><path fill="#000" d="${d}"/></svg>`;
}

/**
 * The code as terminal text, two modules a character (half blocks): with
 * `color`, black on a white background set by the text itself (whatever the
 * terminal's own colours); without, the dark modules drawn and the light ones
 * blank (dark on light where the text is dark on light: a file, a printout).
 */
export function qrTerminal(m: readonly (readonly boolean[])[], color: boolean): string {
  const size = m.length + 2 * QUIET;
  const at = (x: number, y: number) => {
    const yy = y - QUIET;
    const xx = x - QUIET;
    return yy >= 0 && yy < m.length && xx >= 0 && xx < m.length && m[yy][xx];
  };
  const lines: string[] = [];
  for (let y = 0; y < size; y += 2) {
    let line = '';
    for (let x = 0; x < size; x++) {
      const top = at(x, y);
      const bottom = y + 1 < size && at(x, y + 1);
      line += top && bottom ? '\u2588' : top ? '\u2580' : bottom ? '\u2584' : ' ';
    }
    lines.push(color ? `\x1b[30;107m${line}\x1b[0m` : line);
  }
  return `${lines.join('\n')}\n`;
}

/** Reads a terminal QR back into modules (the tests' check that what is drawn is the code, dark on light). */
export function qrFromTerminal(text: string): boolean[][] {
  const rows = text.replace(/\x1b\[[0-9;]*m/g, '').split('\n').filter((l) => l !== '');
  const out: boolean[][] = [];
  for (const l of rows) {
    const chars = [...l];
    out.push(chars.map((c) => c === '\u2588' || c === '\u2580'));
    out.push(chars.map((c) => c === '\u2588' || c === '\u2584'));
  }
  return out;
}

/** The QR codes' style: dark on light whatever the page's colours, large enough for a phone's camera across a table. */
export const QR_CSS = `svg.qr { display: block; width: min(80vw, 16rem); height: auto; background: #fff; }
details.qr { margin: 0.6rem 1.2rem 1.5rem; } details.qr summary { cursor: pointer; color: var(--dim); }
details.qr svg.qr { margin-top: 0.5rem; }
.qrs { margin: 0.9rem 1.2rem 1.5rem; } .qrlist { display: flex; flex-wrap: wrap; gap: 1rem; }
.qrs figure { margin: 0; } .qrs figcaption { font-size: 0.9rem; color: var(--dim); margin-top: 0.3rem; }
.renewed[hidden] { display: none; }
`;
