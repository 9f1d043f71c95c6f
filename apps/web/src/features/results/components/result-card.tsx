import { adjacentToFirstPrize, GOV_PRIZE_BAHT } from '@chokdee/domain';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht, formatDay } from '../../../lib/format.ts';
import { displayTime } from '../result-sections.ts';
import type { ResultFields, RoundResult } from '../types.ts';
import classes from './result-card.module.css';

const columns = (count: number) => ({ '--columns': count }) as CSSProperties;

/** The official prize per ticket, baht, without satang: "฿6,000,000". */
const prizeAmount = (baht: number) => formatBaht(baht).replace(/\.00$/, '');

/** A labelled number (or numbers) of a result, centred: "3 ตัวบน" over "456". */
function Cell({
  label,
  field,
  children,
  size = 26,
  prize,
}: {
  label: string;
  field: string;
  children: ReactNode;
  size?: number;
  /** The official prize per ticket (government), baht, shown under the numbers. */
  prize?: number;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.cell}>
      <div className={`${classes.note} ${classes.label}`}>{label}</div>
      <div
        className={classes.digits}
        style={{ '--digits-size': `${size}px` } as CSSProperties}
        data-testid={`result-${field}`}
      >
        {children}
      </div>
      {prize !== undefined && (
        <div className={classes.note}>{t('results.prizeEach', { amount: prizeAmount(prize) })}</div>
      )}
    </div>
  );
}

/** Several numbers of one prize, side by side ("111  222"). */
const Pair = ({ numbers }: { numbers: readonly string[] }) => (
  <span className={classes.pair}>
    {numbers.map((n, i) => (
      <span key={`${i}:${n}`}>{n}</span>
    ))}
  </span>
);

/**
 * Government: the prize list as the official sheet reads (lottery-domain.md): the first prize, the
 * two adjacent to it, 3 top / 2 top / the last-2 prize, the two front-3 and the two back-3, each
 * with its official prize per ticket.
 */
function GovBody({ result }: { result: ResultFields }) {
  const { t } = useTranslation();
  const adjacent = result.firstPrize ? adjacentToFirstPrize(result.firstPrize) : null;
  return (
    <div className={classes.stack}>
      {result.firstPrize && (
        <Cell
          label={t('results.fields.firstPrize')}
          field="firstPrize"
          size={34}
          prize={GOV_PRIZE_BAHT.firstPrize}
        >
          {result.firstPrize}
        </Cell>
      )}
      {adjacent && (
        <Cell label={t('results.fields.adjacent')} field="adjacent" size={20} prize={GOV_PRIZE_BAHT.adjacent}>
          <Pair numbers={adjacent} />
        </Cell>
      )}
      <ThreeCells result={result} bottomPrize={GOV_PRIZE_BAHT.bottom2} />
      <div className={classes.columns} style={columns(2)}>
        {result.front3 && (
          <Cell label={t('results.fields.front3')} field="front3" size={22} prize={GOV_PRIZE_BAHT.front3}>
            <Pair numbers={result.front3} />
          </Cell>
        )}
        {result.back3 && (
          <Cell label={t('results.fields.back3')} field="back3" size={22} prize={GOV_PRIZE_BAHT.back3}>
            <Pair numbers={result.back3} />
          </Cell>
        )}
      </div>
      {result.lowerPrizes && <LowerPrizes prizes={result.lowerPrizes} />}
    </div>
  );
}

const LOWER_TIERS = ['second', 'third', 'fourth', 'fifth'] as const;

/**
 * The 2nd to 5th prizes (165 numbers) folded under one line: the sheet members check a ticket
 * against, not what the card is about.
 */
function LowerPrizes({ prizes }: { prizes: NonNullable<ResultFields['lowerPrizes']> }) {
  const { t } = useTranslation();
  return (
    <details data-testid="result-lower-prizes">
      <summary className={classes.summary}>{t('results.lowerPrizes')}</summary>
      <div className={classes.tiers}>
        {LOWER_TIERS.map((tier) => (
          <div key={tier}>
            <div className={`${classes.note} ${classes.label}`}>
              {t(`results.fields.${tier}`)} ·{' '}
              {t('results.prizeEach', { amount: prizeAmount(GOV_PRIZE_BAHT[tier]) })}
            </div>
            <div className={classes.numbers}>
              {prizes[tier].map((n, i) => (
                <span key={`${i}:${n}`} className={classes.number}>
                  {n}
                </span>
              ))}
            </div>
          </div>
        ))}
      </div>
    </details>
  );
}

/** 3 top, 2 top, 2 bottom: every family but 4D. */
function ThreeCells({ result, bottomPrize }: { result: ResultFields; bottomPrize?: number }) {
  const { t } = useTranslation();
  return (
    <div className={classes.columns} style={columns(3)}>
      <Cell label={t('results.fields.top3')} field="top3">
        {result.top3 ?? '-'}
      </Cell>
      <Cell label={t('results.fields.top2')} field="top2">
        {result.top2 ?? '-'}
      </Cell>
      <Cell label={t('results.fields.bottom2')} field="bottom2" prize={bottomPrize}>
        {result.bottom2 ?? '-'}
      </Cell>
    </div>
  );
}

/** 4D: the four digits, and the family's separate 2 bottom when it has one. */
function FourDBody({ result }: { result: ResultFields }) {
  const { t } = useTranslation();
  return (
    <div className={classes.columns} style={columns(result.bottom2 ? 2 : 1)}>
      <Cell label={t('results.fields.four')} field="four" size={30}>
        {result.four}
      </Cell>
      {result.bottom2 && (
        <Cell label={t('results.fields.bottom2')} field="bottom2" size={30}>
          {result.bottom2}
        </Cell>
      )}
    </div>
  );
}

/** One round's confirmed result as a Thai result card: a coloured header, then the prize numbers. */
export function ResultCard({
  result,
  title,
}: {
  /** A result from bet-list-results, or a Yeekee round's own result (no published time: its scheduled one). */
  result: Omit<RoundResult, 'publishedAt'> & { publishedAt?: string | null };
  title: string;
}) {
  const { t } = useTranslation();
  const fields = result.result;
  const kind =
    fields.four !== undefined ? '4d' : fields.front3 || fields.back3 || fields.firstPrize ? 'gov' : 'three';
  // When the result really came out (its confirmation), not the scheduled time.
  const time = displayTime(result.publishedAt ?? result.resultTime);
  return (
    <div
      className={classes.card}
      data-testid="result-card"
      data-bet-id={result.betId}
      data-bet-type={result.betType}
    >
      <div className={classes.header} data-kind={kind}>
        <div className={classes.title} data-testid="result-title">
          {title}
        </div>
        <div className={classes.published} data-testid="result-published">
          {result.betType === 'gov'
            ? t('results.resultAt', { time })
            : t('results.drawnAt', { date: formatDay(result.drawDate), time })}
        </div>
      </div>
      <div className={classes.body}>
        {kind === 'gov' ? (
          <GovBody result={fields} />
        ) : kind === '4d' ? (
          <FourDBody result={fields} />
        ) : (
          <ThreeCells result={fields} />
        )}
      </div>
    </div>
  );
}
