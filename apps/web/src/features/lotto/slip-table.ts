import { BET_OPTIONS, OPTION_DIGITS, type BetOption, type Digits, type SlipLine } from '@chokdee/domain';

/** One number of the slip: its line under each option (column) it is bet on. */
export interface SlipRow {
  number: string;
  cells: Partial<Record<BetOption, SlipLine>>;
}

/** The lines of one digit count as a table: the options bet on as columns, one row per number. */
export interface SlipTableGroup {
  digits: Digits;
  options: BetOption[];
  rows: SlipRow[];
}

const GROUP_ORDER: readonly Digits[] = [3, 2, 1];

/**
 * The slip as Thai members write it: per digit count (3, 2, run, as the option picker), one row
 * per number and one column per option (3 ตัวบน / โต๊ด …, 2 ตัวบน / ล่าง, วิ่งบน / ล่าง), so a 19-door
 * top+bottom slip is 19 rows, not 38 lines. Columns in display order, rows by number.
 */
export function slipTable(lines: readonly SlipLine[]): SlipTableGroup[] {
  return GROUP_ORDER.flatMap((digits) => {
    const ofDigits = lines.filter((line) => OPTION_DIGITS[line.option] === digits);
    if (ofDigits.length === 0) return [];
    const options = BET_OPTIONS.filter((option) => ofDigits.some((line) => line.option === option));
    const rows = new Map<string, SlipRow>();
    for (const line of ofDigits) {
      const row = rows.get(line.number) ?? { number: line.number, cells: {} };
      row.cells[line.option] = line;
      rows.set(line.number, row);
    }
    return [{ digits, options, rows: [...rows.values()].sort((a, b) => (a.number < b.number ? -1 : 1)) }];
  });
}
