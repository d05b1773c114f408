// The terminal's styles, shared by the terminal renderer and its provenance and reference sections.
export type Style = 'bold' | 'dim' | 'red' | 'green' | 'yellow';

/** Applies a terminal style; the identity function when colour is off. */
export type Stylize = (style: Style, text: string) => string;

export const plainStyle: Stylize = (_style, text) => text;
