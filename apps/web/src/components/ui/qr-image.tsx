import { encode } from 'uqr';
import { useMemo } from 'react';

/**
 * A QR code drawn as inline SVG (one path, crisp at any size, no image URL for the CSP to allow).
 * `ecc: 'M'` as Thai banking apps print PromptPay codes; a 4-module quiet zone for scanners.
 * Deposits (PromptPay, crypto) and the affiliate link use it.
 */
export function QrImage({
  text,
  size = 240,
  label,
  testId = 'deposit-qr',
}: {
  text: string;
  size?: number;
  label: string;
  testId?: string;
}) {
  const { path, modules } = useMemo(() => {
    const { data, size: n } = encode(text, { ecc: 'M', border: 0 });
    const parts: string[] = [];
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) parts.push(`M${x + 4} ${y + 4}h1v1h-1z`);
      }),
    );
    return { path: parts.join(''), modules: n + 8 };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid={testId}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      style={{ background: 'white', display: 'block' }}
    >
      <path d={path} fill="black" />
    </svg>
  );
}
