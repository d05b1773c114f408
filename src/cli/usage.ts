import { INPUTS, type InputSpec } from '../config/inputs.js';
import { DEFAULT_REPORTS_SETTING } from '../formats/patterns.js';

/** One line of a help text's options: the flag, then its description at column 45. */
export function optionLine(flag: string, text: string): string {
  return `${`  ${flag}`.padEnd(44)}${text}`;
}

/** The option lines of the inputs that are also flags, in INPUTS order, each with its default. */
export function inputFlagHelp(include: (input: InputSpec) => boolean): string {
  return INPUTS.filter(include)
    .map((input) => optionLine(`--${input.name} ${input.placeholder ?? 'VALUE'}`, `${input.description.replace(/`/g, '')}${input.default === '' ? '' : ` (default ${input.default})`}`))
    .join('\n');
}

export function usage(): string {
  return `citegate: prove that a research report's claims are bound to the evidence it admitted.

Usage:
  citegate check [GLOB…] [options]    check reports (default: ${DEFAULT_REPORTS_SETTING})
  citegate verify [GLOB…] [options]   run the semantic verifier and write verdict files beside the reports (see citegate verify --help)
  citegate snapshot [GLOB…] [options] commit the source text of citations that have only a URL (see citegate snapshot --help)
  citegate eval [options]             score a verifier on the reference cases or a labelled dataset (see citegate eval --help)
  citegate schema                     print the report format as JSON Schema
  citegate --help | --version

Options of check:
${inputFlagHelp((input) => input.scope === 'both' && input.name !== 'reports')}
  --json PATH                                 write the results file to PATH
  --base REF                                  compare with the reports at git commit REF (what a pull request changed)
  --comment-md PATH                           write the pull-request comment the action would post (markdown)
  --summary-md PATH                           write the job summary the action would write (markdown)
  --sarif PATH                                write every finding as SARIF 2.1.0 (for code scanning)
  --write-through-links                       write outputs through symbolic links (refused by default)
  --help                                      show this help

The semantic verifier runs when OPENAI_API_KEY is set in the environment (never a flag) and
--model is given; without them the deterministic checks run alone.

A threshold of none lifts a limit (--max-binding-errors none). Counts are whole numbers in
digits; ratios are decimals from 0 to 1 or percentages (--min-coverage 0.8, or 80%).
An output path (--json, --cache-path) that is a checked report, that the report globs match,
or that is (or, below the working directory, goes through) a symbolic link, is refused before
anything is read.

GLOB may be a file, a folder or a glob, anywhere; a file outside the working directory is named
by its absolute path. A symbolic link is checked as the file it leads to; one met while searching
that leads out of the folder searched, or nowhere, is listed as an invalid report file.

Exit status: 0 the gate passed, 1 it failed, 2 it could not run (bad flags, every one listed;
no file matched; an output path on a report) or the results file could not be written.
`;
}
