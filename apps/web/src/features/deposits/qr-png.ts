import { encode } from 'uqr';

/** Pixels per QR module in the saved image: a 33-module PromptPay code becomes ~330 px, sharp in a gallery. */
const MODULE_PX = 10;
/** The quiet zone scanners need, in modules (as on screen). */
const QUIET = 4;
const LINE_PX = 40;

/**
 * The PromptPay QR as a PNG a member saves to the phone's gallery and opens in a banking app (a
 * phone cannot scan its own screen): the code with, under it, the lines given (the amount, the
 * expiry), drawn on a canvas so the image needs no server round trip.
 */
export async function qrPng(text: string, lines: readonly string[]): Promise<Blob> {
  const { data, size } = encode(text, { ecc: 'M', border: 0 });
  const qrPx = (size + QUIET * 2) * MODULE_PX;
  const canvas = document.createElement('canvas');
  canvas.width = qrPx;
  canvas.height = qrPx + lines.length * LINE_PX + 16;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('no 2d canvas');
  g.fillStyle = 'white';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = 'black';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) g.fillRect((x + QUIET) * MODULE_PX, (y + QUIET) * MODULE_PX, MODULE_PX, MODULE_PX);
    }),
  );
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  lines.forEach((line, i) => {
    g.font = `${i === 0 ? 'bold 30px' : '22px'} sans-serif`;
    g.fillText(line, qrPx / 2, qrPx + i * LINE_PX + LINE_PX / 2, qrPx - 16);
  });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
  );
}

/** Hands a file to the browser as a download (phones put a PNG in Downloads / Photos). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; keep it a moment for slow browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
