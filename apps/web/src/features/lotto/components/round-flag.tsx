/**
 * A round's flag (its country or stock market) or, for the Yeekee family, a small logo: inline SVG
 * drawn from a few shapes, so the lobby and the landing fetch no image (issue 18 point 6). The
 * flags are simplified to what reads at 30×20 px.
 */
type Shape =
  | readonly ['r', number, number, number, number, string]
  | readonly ['c', number, number, number, string]
  | readonly ['p', string, string];

const RED = '#d62828';
const BLUE = '#1d3f8f';
const WHITE = '#fff';
const YELLOW = '#ffd200';

/** A five-pointed star's path, centre (x, y), outer radius r. */
const star = (x: number, y: number, r: number): string =>
  Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.4;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${i === 0 ? 'M' : 'L'}${(x + radius * Math.cos(angle)).toFixed(1)} ${(y + radius * Math.sin(angle)).toFixed(1)}`;
  }).join('') + 'Z';

/** Horizontal bands of equal height, top to bottom. */
const bands = (...colours: string[]): Shape[] =>
  colours.map((fill, i) => ['r', 0, (20 / colours.length) * i, 30, 20 / colours.length, fill] as const);

/** `count` stripes alternating from `first` (a canton is drawn over them). */
const striped = (count: number, first: string, second: string): Shape[] =>
  bands(...Array.from({ length: count }, (_, i) => (i % 2 === 0 ? first : second)));

const FLAGS: Record<string, readonly Shape[]> = {
  th: [...bands(RED, WHITE, BLUE, BLUE, WHITE, RED)],
  la: [...bands(RED, BLUE, BLUE, RED), ['c', 15, 10, 4, WHITE]],
  vn: [
    ['r', 0, 0, 30, 20, RED],
    ['p', star(15, 10.5, 6), YELLOW],
  ],
  my: [
    ...striped(7, RED, WHITE),
    ['r', 0, 0, 15, 11.4, '#0b2a7a'],
    ['c', 7, 5.7, 3.6, YELLOW],
    ['c', 8.2, 5.7, 3, '#0b2a7a'],
  ],
  jp: [
    ['r', 0, 0, 30, 20, WHITE],
    ['c', 15, 10, 6, '#bc002d'],
  ],
  cn: [
    ['r', 0, 0, 30, 20, '#de2910'],
    ['p', star(6, 6, 4), YELLOW],
  ],
  hk: [
    ['r', 0, 0, 30, 20, '#de2910'],
    ['p', star(15, 10, 6.5), WHITE],
  ],
  tw: [
    ['r', 0, 0, 30, 20, '#fe0000'],
    ['r', 0, 0, 15, 10, '#000095'],
    ['c', 7.5, 5, 2.6, WHITE],
  ],
  kr: [
    ['r', 0, 0, 30, 20, WHITE],
    ['p', 'M9 10a6 6 0 0 1 12 0z', '#cd2e3a'],
    ['p', 'M9 10a6 6 0 0 0 12 0z', '#0047a0'],
  ],
  sg: [...bands(RED, WHITE), ['c', 6.5, 5, 3.2, WHITE], ['c', 7.8, 5, 3, RED]],
  in: [...bands('#ff9933', WHITE, '#138808'), ['c', 15, 10, 2.4, '#000080'], ['c', 15, 10, 1.6, WHITE]],
  eg: [...bands('#ce1126', WHITE, '#000')],
  ru: [...bands(WHITE, '#0039a6', '#d52b1e')],
  gb: [
    ['r', 0, 0, 30, 20, WHITE],
    ['r', 12.5, 0, 5, 20, '#ce1124'],
    ['r', 0, 7.5, 30, 5, '#ce1124'],
  ],
  de: [...bands('#000', '#dd0000', '#ffce00')],
  us: [...striped(7, '#b22234', WHITE), ['r', 0, 0, 13, 10.8, '#3c3b6e']],
  yeekee: [
    ['r', 0, 0, 30, 20, '#2b8a3e'],
    ['c', 15, 10, 7, WHITE],
    ['c', 15, 10, 4.5, '#2b8a3e'],
    ['c', 15, 10, 2, '#f08c00'],
  ],
  yeekee5min: [
    ['r', 0, 0, 30, 20, '#1971c2'],
    ['c', 15, 10, 7, WHITE],
    ['r', 14.2, 5, 1.6, 5.8, '#1971c2'],
    ['r', 14.2, 9.2, 4.6, 1.6, '#1971c2'],
  ],
  pingpong: [
    ['r', 0, 0, 30, 20, '#e8590c'],
    ['c', 12, 10, 6, WHITE],
    ['r', 16, 12, 8, 2.5, WHITE],
    ['c', 22.5, 6, 2, YELLOW],
  ],
};

const MARKET_FLAGS: [prefix: string, flag: string][] = [
  ['nikkei', 'jp'],
  ['china', 'cn'],
  ['hangseng', 'hk'],
  ['taiwan', 'tw'],
  ['korea', 'kr'],
  ['singapore', 'sg'],
  ['thai_set', 'th'],
  ['india', 'in'],
  ['egypt', 'eg'],
  ['russia', 'ru'],
  ['england', 'gb'],
  ['germany', 'de'],
  ['dowjones', 'us'],
];
const FAMILY_FLAGS: Record<string, string> = {
  gov: 'th',
  hanoy: 'vn',
  lao: 'la',
  laoSuper: 'la',
  malay: 'my',
};

/** The flag a round shows: its stock market's, its family's, or its family's logo. */
export const flagOf = (round: { betType: string; name: string }): string | undefined =>
  round.betType === 'stock'
    ? MARKET_FLAGS.find(([prefix]) => round.name.startsWith(prefix))?.[1]
    : (FAMILY_FLAGS[round.betType] ?? (round.betType in FLAGS ? round.betType : undefined));

export function RoundFlag({
  round,
  width = 30,
}: {
  round: { betType: string; name: string };
  width?: number;
}) {
  const shapes = FLAGS[flagOf(round) ?? ''] ?? [['r', 0, 0, 30, 20, '#adb5bd'] as const];
  return (
    <svg
      width={width}
      height={(width * 2) / 3}
      viewBox="0 0 30 20"
      aria-hidden
      data-flag={flagOf(round) ?? 'none'}
      style={{ flexShrink: 0, borderRadius: 3, boxShadow: '0 0 0 1px rgba(0,0,0,.12)' }}
    >
      {shapes.map((shape, i) =>
        shape[0] === 'r' ? (
          <rect key={i} x={shape[1]} y={shape[2]} width={shape[3]} height={shape[4]} fill={shape[5]} />
        ) : shape[0] === 'c' ? (
          <circle key={i} cx={shape[1]} cy={shape[2]} r={shape[3]} fill={shape[4]} />
        ) : (
          <path key={i} d={shape[1]} fill={shape[2]} />
        ),
      )}
    </svg>
  );
}
