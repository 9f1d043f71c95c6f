/** A saved list of numbers (`number-sets.all`); `option` is a slip option or `set_4`. */
export interface NumberSet {
  id: string;
  name: string;
  lines: { number: string; option: string }[];
  updatedAt: string;
}
