// jsonc-parser's token scanner file, imported alone (./syntax-error.ts, ./python-literals.ts): the
// package's main entry requires all of jsonc-parser, and its impl files ship no types of their own.
declare module 'jsonc-parser/lib/umd/impl/scanner.js' {
  export const createScanner: typeof import('jsonc-parser').createScanner;
}
