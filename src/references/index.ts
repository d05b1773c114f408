// References' public entry, loaded by the shells only with `references: check` (a dynamic
// import), so a run without it never loads the lookup code or the XML parser.
export { createReferenceChecker, type ReferenceHooks } from './checker.js';
