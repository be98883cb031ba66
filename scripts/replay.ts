/**
 * `npm run replay -- log.json [--expect state.json]`: replays a QA action log (the shop's log, or the
 * Redux DevTools extension's own Export) through the shop's real reducers in Node, prints the final
 * state and any action the reducers do not know, checks every step against the state the log recorded
 * after it (when it has them), and with --expect fails when the final state differs (the RTK Query
 * cache is left out).
 */
import fs from 'node:fs';
import '../src/client/app/qa/all-endpoints';
import { actionRegistry, rootReducer } from '../src/client/app/root-reducer';
import { parseDevToolsFile } from '../src/client/app/qa/devtools-file-reader';
import { comparableState, firstDifferentStep, onRecordedSlices, replayLog } from './replay-log';
import { diffPaths } from '../src/client/app/qa/replay';

function main(argv: string[]): number {
  const expectAt = argv.indexOf('--expect');
  const expectFile = expectAt >= 0 ? argv[expectAt + 1] : undefined;
  const logFile = argv.find((arg, i) => !arg.startsWith('--') && i !== expectAt + 1);
  if (!logFile) {
    console.error('Használat: npm run replay -- napló.json [--expect állapot.json]');
    return 2;
  }
  const file = parseDevToolsFile(fs.readFileSync(logFile, 'utf8'));
  const result = replayLog(rootReducer, actionRegistry, file.initialState, file.actions);
  const final = comparableState(result.finalState);
  console.log(JSON.stringify(final, null, 2));
  console.error(`${file.actions.length} actions replayed.`);
  let failed = false;
  if (result.unknownActions.length > 0) {
    console.error(`Actions the current reducers do not know (${result.unknownActions.length}):`);
    for (const type of [...new Set(result.unknownActions)]) console.error(`  ${type}`);
  }
  if (file.recordedStates.length > 0) {
    const different = firstDifferentStep(file.actions, file.recordedStates, result.states);
    if (different) {
      console.error(`Step ${different.step} (${different.type}) differs from the recorded state:`);
      for (const line of different.differences) console.error(`  ${line}`);
      failed = true;
    } else {
      console.error(`Every step matches the state recorded in the log.`);
    }
  }
  if (expectFile) {
    const expected = JSON.parse(fs.readFileSync(expectFile, 'utf8')) as Record<string, unknown>;
    const differences = diffPaths(expected, onRecordedSlices(expected, final));
    if (differences.length > 0) {
      console.error(`The final state differs from ${expectFile}:`);
      for (const line of differences) console.error(`  ${line}`);
      failed = true;
    } else {
      console.error(`The final state matches ${expectFile}.`);
    }
  }
  return failed ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
