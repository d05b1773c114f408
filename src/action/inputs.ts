// The action's own inputs (scope 'action' in src/config/inputs.ts); the shared ones go
// through the same readers as the command line's flags.
import { parseBoolean } from '../text/boolean.js';
import { INPUTS } from '../config/inputs.js';
import { readCoreSettings, SettingsError, type CoreSettings, type SettingSource } from '../config/settings.js';

export type CommentMode = 'always' | 'on-failure' | 'never';
const COMMENT_MODES: readonly CommentMode[] = ['always', 'on-failure', 'never'];

export interface ActionSettings {
  core: CoreSettings;
  resultsPath: string;
  /** '' when no SARIF file is asked for. */
  sarifPath: string;
  /** '' when none was given: no comment and no changed-files lookup are possible. */
  githubToken: string;
  comment: CommentMode;
  commentKey: string;
  onlyChanged: boolean;
}

/** The table's default, except expressions such as `${{ github.token }}` that only the runner can fill in. */
function tableDefault(name: string): string {
  const value = INPUTS.find((input) => input.name === name)?.default ?? '';
  return value.includes('${{') ? '' : value;
}

/** Reads and validates every action input; throws SettingsError listing every problem. */
export function readActionSettings(get: SettingSource): ActionSettings {
  const problems: string[] = [];
  const read = (name: string): string => {
    const raw = get(name)?.trim();
    return raw === undefined || raw === '' ? tableDefault(name) : raw;
  };

  let core: CoreSettings | undefined;
  try {
    core = readCoreSettings(get);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    problems.push(...error.problems);
  }

  const commentRaw = read('comment').toLowerCase();
  const comment = COMMENT_MODES.find((mode) => mode === commentRaw);
  if (!comment)
    problems.push(`comment must be one of always, on-failure, never, not ${JSON.stringify(get('comment'))}`);

  const onlyChangedRaw = read('only-changed');
  const onlyChanged = parseBoolean(onlyChangedRaw);
  if (onlyChanged === undefined)
    problems.push(`only-changed must be true or false, not ${JSON.stringify(onlyChangedRaw)}`);

  if (problems.length > 0 || !core) throw new SettingsError(problems);
  return {
    core,
    resultsPath: read('results-path'),
    sarifPath: read('sarif-path'),
    githubToken: read('github-token'),
    comment: comment as CommentMode,
    commentKey: read('comment-key'),
    onlyChanged: onlyChanged ?? false,
  };
}
