/** Units the grounding check tells apart. Anything else (mg, km, patients) is compared by value only. */
export type NumberUnit = 'percent' | 'date' | 'USD' | 'EUR' | 'GBP' | 'JPY' | 'CHF' | 'CNY' | 'INR' | 'AUD' | 'CAD';

export type NumericKind =
  | 'number'
  | 'percent'
  | 'currency'
  | 'year'
  | 'date'
  | 'range'
  | 'word'
  /** A rank: "24th", "twenty-fourth", "the fifth". Grounded by the same number in any form ("24"). */
  | 'ordinal'
  /** A schedule of counts written with "+": "2+1", "1+1". Grounded only by the same schedule. */
  | 'schedule';

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
   * A number that states no quantity (the 19 of COVID-19, "Phase 3", "3rd", "one", list markers). It is
   * never reported; unless it is a name (below), it can ground a claim number written another way.
   */
  groundOnly?: boolean;
  /**
   * The kind of name the number stands in: "covid" for COVID-19 and "coronavirus disease 2019", "group" for
   * "group 3", "list" for a list marker. In an excerpt a name grounds only a claim number that stands in
   * the same kind of name, never a count. A claim number can carry one and still be checked: the 12 of
   * "group 12 patients" is a count, grounded by a 12 or by a "group 12".
   */
  name?: string;
  /**
   * The long word right before the number, lower case ("interleukin" in "interleukin 6"): a name whose kind
   * abbreviates it ("IL-6") is the same kind of name.
   */
  wordBefore?: string;
  /**
   * How precisely `value` is written: 0.1 for "4.9", 1 for "39", 100,000 for "1.2 million". A claim number
   * is grounded by an excerpt value that rounds to it at this step. 0 for an exact value an excerpt may
   * round ("a third" by "33%"); absent where no rounding applies (years, dates, names).
   */
  step?: number;
}

export interface UngroundedNumber {
  text: string;
  value: number;
  unit: NumberUnit | null;
  start: number;
  end: number;
}

/** A date as read: a day of a month of a year. */
export interface DateReading {
  year: number;
  month: number;
  /** 0 when the date names only a month. */
  day: number;
}
