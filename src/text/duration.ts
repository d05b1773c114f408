// A duration as the messages print it: tenths of a second.

/** `ms` in seconds, to a tenth: `2.5 s`. */
export const inSeconds = (ms: number): string => `${Math.round(ms / 100) / 10} s`;

/** `ms` in seconds from one second up (`2.5 s`), in milliseconds below (`250 ms`). */
export const seconds = (ms: number): string => (ms >= 1000 ? inSeconds(ms) : `${ms} ms`);
