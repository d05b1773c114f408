// The action's `snapshot: missing`: citegate snapshot --only-missing before the check, so that a
// scheduled workflow can commit the snapshot files through a pull request. The action refuses it
// on events a pull request triggers (src/action/snapshot.ts); the command line has no such flag.
import { guardOutputs } from '../files/output-guard.js';
import { isSnapshotFile } from '../formats/snapshot/file.js';
import { reportGlobs } from '../formats/patterns.js';
import type { Shell } from './shell.js';
import type { SessionState } from './state.js';

export async function snapshotMissing(state: SessionState, shell: Shell): Promise<void> {
  const { snapshot, provenance, core } = state.settings;
  if (snapshot.mode !== 'missing') return;
  const { planSnapshots } = await import('../snapshot/run.js');
  const { writeSnapshots } = await import('../snapshot/write.js');
  const { cwd } = shell;
  const { patterns } = state;
  const warn = (message: string) => shell.log.warn(message, 'snapshot');
  await shell.log.group('citegate: snapshotting the sources cited by URL alone', async () => {
    const plan = await planSnapshots({
      cwd,
      patterns,
      format: core.format,
      settings: snapshot,
      redo: false,
      fetcher: async () => (await import('../provenance/index.js')).openPageFetcher(provenance, { cwd, warn }),
      beforeReading: async (files) => {
        const written = new Set(files.filter(isSnapshotFile));
        await guardOutputs({
          cwd,
          outputs: [
            ...[...written].map((file) => ({ name: 'snapshot file', path: file, refuseLink: true })),
            { name: shell.nameOf('provenance-cache-path'), path: provenance.cachePath },
          ],
          reportFiles: files.filter((file) => !written.has(file)),
          patterns: await reportGlobs(patterns, cwd, core.format),
        });
      },
    });
    const { lines } = await writeSnapshots(cwd, plan);
    for (const line of lines) shell.log.info(line);
  });
}
