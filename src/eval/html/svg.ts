// Renders a Vega-Lite spec to an SVG string in Node, at build time of the report: the page then
// needs no script and fetches nothing. vega and vega-lite are loaded only here (only --html needs them).
import type { ChartSpec } from './charts.js';

export async function specToSvg(spec: ChartSpec): Promise<string> {
  const [vega, vegaLite] = await Promise.all([import('vega'), import('vega-lite')]);
  const compiled = vegaLite.compile(spec as unknown as Parameters<typeof vegaLite.compile>[0]).spec;
  // A loader that refuses every URL: a spec built from a report has its data inline, and nothing may be fetched.
  const loader = vega.loader({ mode: 'file' });
  loader.load = async (uri: string) => {
    throw new Error(`the report's charts fetch nothing (asked for ${uri})`);
  };
  const view = new vega.View(vega.parse(compiled), { renderer: 'none', loader });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}
