import fs from 'node:fs';
import path from 'node:path';
import '../../src/client/app/qa/all-endpoints';
import { actionRegistry, rootReducer } from '../../src/client/app/root-reducer';
import { parseDevToolsFile } from '../../src/client/app/qa/devtools-format';
import { comparableState, replayLog } from '../../scripts/replay-log';

/**
 * Every QA log saved here (recorded in a browser with ?qa=1, see record-logs.ts and the README) replays
 * through the current reducers to the state the browser had: a reducer change that alters what a
 * recorded path ends in fails here, as does an action the reducers no longer know.
 */
const logs = fs
  .readdirSync(__dirname)
  .filter((name) => name.endsWith('.log.json'))
  .map((name) => name.replace(/\.log\.json$/, ''));

describe('recorded QA logs', () => {
  it('has the three paths of issue 10', () => {
    expect(logs).toEqual(
      expect.arrayContaining(['browse-and-add', 'checkout-to-order', 'login-and-profile']),
    );
  });

  it.each(logs)('%s replays to the recorded final state', (name) => {
    const text = fs.readFileSync(path.join(__dirname, `${name}.log.json`), 'utf8');
    const expected = JSON.parse(
      fs.readFileSync(path.join(__dirname, `${name}.state.json`), 'utf8'),
    ) as unknown;
    const { initialState, actions } = parseDevToolsFile(text);
    expect(actions.length).toBeGreaterThan(10);
    const result = replayLog(rootReducer, actionRegistry, initialState, actions);
    expect(result.unknownActions).toEqual([]);
    expect(comparableState(result.finalState)).toEqual(expected);
  });

  it('never carries a password or a bearer token', () => {
    for (const name of logs) {
      const text = fs.readFileSync(path.join(__dirname, `${name}.log.json`), 'utf8');
      expect(text).not.toMatch(/"(password|password_confirmation)":\s*"(?!\[redacted\])/);
      expect(text).not.toMatch(/"token":\s*"(?!\[redacted\])/);
      expect(text).not.toMatch(/Bearer /);
    }
  });
});
