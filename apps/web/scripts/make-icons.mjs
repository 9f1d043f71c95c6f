/* global URL */
// Draws the app icons (public/icons/*.png): a white four-leaf clover, the sign of luck (โชคดี), on
// the brand green. Run once with `node apps/web/scripts/make-icons.mjs`; the PNGs are committed.
import fs from 'node:fs';
import { PNG } from 'pngjs';

const GREEN = [0x1a, 0x6b, 0x2e];
const WHITE = [0xff, 0xff, 0xff];

/** 1 inside the clover (unit coordinates, centre 0,0, leaves of radius r), else 0. */
const inClover = (x, y, r) => {
  const leaves = [
    [-r, -r],
    [r, -r],
    [-r, r],
    [r, r],
  ];
  const leaf = leaves.some(([cx, cy]) => (x - cx) ** 2 + (y - cy) ** 2 <= (r * 1.15) ** 2);
  const stem = x >= r * 0.1 && x <= r * 0.4 && y >= r * 1.2 && y <= r * 3 && Math.abs(x - y * 0.12) < r;
  return leaf || stem;
};

const draw = (size, scale, file) => {
  const png = new PNG({ width: size, height: size });
  const samples = 4;
  for (let py = 0; py < size; py++)
    for (let px = 0; px < size; px++) {
      let hits = 0;
      for (let sy = 0; sy < samples; sy++)
        for (let sx = 0; sx < samples; sx++) {
          const x = ((px + (sx + 0.5) / samples) / size - 0.5) / scale;
          const y = ((py + (sy + 0.5) / samples) / size - 0.5) / scale;
          if (inClover(x, y + 0.04, 0.13)) hits++;
        }
      const a = hits / samples ** 2;
      const i = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) png.data[i + c] = Math.round(GREEN[c] * (1 - a) + WHITE[c] * a);
      png.data[i + 3] = 255;
    }
  fs.writeFileSync(new URL(`../public/icons/${file}`, import.meta.url), PNG.sync.write(png));
};

draw(192, 1, 'icon-192.png');
draw(512, 1, 'icon-512.png');
// Maskable: the launcher may cut to a circle of 80 % of the side, so the clover is drawn smaller.
draw(512, 0.75, 'icon-maskable-512.png');
draw(180, 1, 'apple-touch-icon.png');
