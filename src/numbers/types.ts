/** Units the grounding check tells apart. Anything else (mg, km, patients) is compared by value only. */
export type NumberUnit =
  | 'percent'
  | 'date'
  | 'USD'
  | 'EUR'
  | 'GBP'
  | 'JPY'
  | 'CHF'
  | 'CNY'
  | 'INR'
  | 'AUD'
  | 'CAD';

export type NumericKind = 'number' | 'percent' | 'currency' | 'year' | 'date' | 'range' | 'word';

export interface NumericFact {
  text: string;
  start: number;
  end: number;
  /** The preferred reading. Dates are encoded as year*10000 + month*100 + day, 0 for a missing part. */
  value: number;
  unit: NumberUnit | null;
  kind: NumericKind;
  /**
   * Every reading the spelling allows, `value` first ("1.000" is 1 or 1000; "$5-7m" makes 5 possibly 5
   * million). An excerpt's index holds every one of them; a claim number is grounded by any of them.
   */
  values?: readonly number[];
  /**
   * Another way to read the same text as several numbers ("12 500" may be 12 and 500, "1 in 5" is 1 and 5,
   * "May 12" may be a month and a count). The fact is also grounded when every part is.
   */
  parts?: readonly NumericFact[];
  /**
   * A number that states no quantity (the 19 of COVID-19, "Phase 3", "3rd", "one", list markers). It can
   * ground a claim number written another way, and is never reported.
   */
  groundOnly?: boolean;
}

export interface UngroundedNumber {
  text: string;
  value: number;
  unit: NumberUnit | null;
  start: number;
  end: number;
}
