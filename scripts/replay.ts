/**
 * `npm run replay -- log.json [--expect state.json]`: replays a QA action log (a Redux DevTools export)
 * through the shop's real reducers in Node, prints the final state and any action the reducers do not
 * know, and with --expect fails when the final state differs (the RTK Query cache is left out).
 */
import fs from 'node:fs';
import '../src/client/app/qa/all-endpoints';
import { actionRegistry, rootReducer } from '../src/client/app/root-reducer';
import { parseDevToolsFile } from '../src/client/app/qa/devtools-format';
import { replayLog, comparableState } from './replay-log';
import { diffPaths } from '../src/client/app/qa/replay';

function main(argv: string[]): number {
  const expectAt = argv.indexOf('--expect');
  const expectFile = expectAt >= 0 ? argv[expectAt + 1] : undefined;
  const logFile = argv.find((arg, i) => !arg.startsWith('--') && i !== expectAt + 1);
  if (!logFile) {
    console.error('Használat: npm run replay -- napló.json [--expect állapot.json]');
    return 2;
  }
  const { initialState, actions } = parseDevToolsFile(fs.readFileSync(logFile, 'utf8'));
  const result = replayLog(rootReducer, actionRegistry, initialState, actions);
  const final = comparableState(result.finalState);
  console.log(JSON.stringify(final, null, 2));
  console.error(`${actions.length} actions replayed.`);
  if (result.unknownActions.length > 0) {
    console.error(`Actions the current reducers do not know (${result.unknownActions.length}):`);
    for (const type of [...new Set(result.unknownActions)]) console.error(`  ${type}`);
  }
  if (expectFile) {
    const expected = JSON.parse(fs.readFileSync(expectFile, 'utf8')) as unknown;
    const differences = diffPaths(expected, final);
    if (differences.length > 0) {
      console.error(`The final state differs from ${expectFile}:`);
      for (const line of differences) console.error(`  ${line}`);
      return 1;
    }
    console.error(`The final state matches ${expectFile}.`);
  }
  return 0;
}

process.exitCode = main(process.argv.slice(2));
