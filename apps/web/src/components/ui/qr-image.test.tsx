import { promptPayPayload } from '@chokdee/domain';
import { render } from '@testing-library/react';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { QrImage } from './qr-image.tsx';

const SCALE = 4;

/** Rasterises the rendered SVG path (unit squares "Mx yh1v1h-1z") and reads it with jsQR. */
const decodeRendered = (svg: SVGSVGElement): string | null => {
  const modules = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const d = svg.querySelector('path')!.getAttribute('d')!;
  const dark = new Set([...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${m[1]},${m[2]}`));
  const side = modules * SCALE;
  const pixels = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y += 1)
    for (let x = 0; x < side; x += 1) {
      const value = dark.has(`${Math.floor(x / SCALE)},${Math.floor(y / SCALE)}`) ? 0 : 255;
      pixels.set([value, value, value, 255], (y * side + x) * 4);
    }
  return jsQR(pixels, side, side)?.data ?? null;
};

describe('QrImage', () => {
  it('draws a QR code that a reader decodes back to the exact PromptPay payload', () => {
    const payload = promptPayPayload('0812345678', 100037n);
    const { getByTestId } = render(<QrImage text={payload} label="qr" />);
    expect(decodeRendered(getByTestId('deposit-qr') as unknown as SVGSVGElement)).toBe(payload);
  });
});
