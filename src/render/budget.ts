// GitHub refuses a step summary over 1 MiB and a comment over 65,536 characters. Renderers
// write through a Budget: optional content is added only while it fits below the limit minus
// a reserve, and the reserve is kept for what must close the document (closing tags, notes
// saying what was left out), so the result is well-formed and never over the limit.

export type Measure = (text: string) => number;

/** The step summary limit is in bytes of the UTF-8 file. */
export const utf8Bytes: Measure = (text) => Buffer.byteLength(text, 'utf8');
/** UTF-16 code units: never fewer than the characters GitHub counts. */
export const utf16Units: Measure = (text) => text.length;

export class Budget {
  private readonly parts: string[] = [];
  private used = 0;

  constructor(
    private readonly limit: number,
    private readonly reserve: number,
    private readonly measure: Measure,
  ) {}

  /** Adds optional content if it fits without touching the reserve. */
  tryAdd(text: string): boolean {
    return this.add(text, this.limit - this.reserve);
  }

  /** Adds content that must appear; it may use the reserve but never passes the limit. */
  force(text: string): boolean {
    return this.add(text, this.limit);
  }

  private add(text: string, room: number): boolean {
    const size = this.measure(text);
    if (this.used + size > room) return false;
    this.parts.push(text);
    this.used += size;
    return true;
  }

  toString(): string {
    return this.parts.join('');
  }
}

/** What a renderer left out, by section, for the closing note. */
export class Omissions {
  private readonly counts = new Map<string, number>();

  add(section: string, count: number): void {
    if (count > 0) this.counts.set(section, (this.counts.get(section) ?? 0) + count);
  }

  get any(): boolean {
    return this.counts.size > 0;
  }

  entries(): [string, number][] {
    return [...this.counts];
  }
}
