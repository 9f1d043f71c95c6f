/** A statement query: Bangkok calendar dates `YYYY-MM-DD`, both inclusive. */
export interface DateRange {
  from: string;
  to: string;
}
