import { styleText } from 'node:util';
import { plainStyle, type Stylize } from '../render/style.js';

/** Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org). */
export function terminalStyle(stream: NodeJS.WriteStream, env: NodeJS.ProcessEnv): Stylize {
  const forced = env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0';
  const colour = forced || (stream.isTTY === true && env.NO_COLOR === undefined && env.TERM !== 'dumb');
  return colour ? (style, text) => styleText(style, text) : plainStyle;
}
