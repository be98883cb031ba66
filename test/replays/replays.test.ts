import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import '../../src/client/app/qa/all-endpoints';
import { actionRegistry, rootReducer } from '../../src/client/app/root-reducer';
import { parseDevToolsFile } from '../../src/client/app/qa/devtools-file-reader';
import {
  exportLikeExtension,
  importIntoExtension,
} from '../../src/client/testing/devtools-extension';
import {
  comparableState,
  firstDifferentStep,
  onRecordedSlices,
  replayLog,
} from '../../scripts/replay-log';

/**
 * Every QA log saved here (recorded in Chromium from the running shop with ?qa=1 and downloaded with the
 * panel's button, see record-logs.ts) replays through the current reducers, in the Redux DevTools
 * extension's own code (its importState and instrument) and in `npm run replay`, to the state the
 * browser recorded after every action: a reducer change that alters a recorded path fails here, as does
 * an action the reducers no longer know or one the extension cannot replay.
 */
const logs = fs
  .readdirSync(__dirname)
  .filter((name) => name.endsWith('.log.json'))
  .map((name) => name.replace(/\.log\.json$/, ''));

const read = (name: string) => fs.readFileSync(path.join(__dirname, name), 'utf8');

describe('recorded QA logs', () => {
  it('has the recorded paths, a logged-in reload among them', () => {
    expect(logs).toEqual(
      expect.arrayContaining([
        'browse-and-add',
        'checkout-to-order',
        'login-and-profile',
        'logged-in-reload',
      ]),
    );
  });

  it.each(logs)('%s replays in the extension and in Node to the recorded states', (name) => {
    const text = read(`${name}.log.json`);
    const expected = JSON.parse(read(`${name}.state.json`)) as Record<string, unknown>;
    const file = parseDevToolsFile(text);
    expect(file.actions.length).toBeGreaterThan(10);
    expect(file.recordedStates).toHaveLength(file.actions.length);

    // The extension's Import, with its default settings (a reducer error refuses the file).
    const lifted = importIntoExtension(rootReducer, text);
    const inExtension = lifted.computedStates.slice(1).map((entry) => entry.state);
    const inNode = replayLog(rootReducer, actionRegistry, file.initialState, file.actions);
    expect(inNode.unknownActions).toEqual([]);
    expect(inExtension).toHaveLength(file.actions.length);
    expect(firstDifferentStep(file.actions, file.recordedStates, inExtension)).toBeNull();
    expect(firstDifferentStep(file.actions, file.recordedStates, inNode.states)).toBeNull();
    expect(
      onRecordedSlices(expected, comparableState(inExtension[inExtension.length - 1])),
    ).toEqual(expected);
  });

  it('compares a log recorded before a slice existed on its recorded slices only', () => {
    const actions = [{ type: 'a' }];
    const replayed = [{ cart: { cartId: 'x' }, garage: { bikes: [], owner: 'guest' } }];
    expect(firstDifferentStep(actions, [{ cart: { cartId: 'x' } }], replayed)).toBeNull();
    expect(firstDifferentStep(actions, [{ cart: { cartId: 'y' } }], replayed)).toMatchObject({
      differences: ['$.cart.cartId: expected "y", got "x"'],
    });
    // A slice the recording has and the replay lost is a difference.
    const lost = [{ cart: { cartId: 'x' }, search: { text: '' } }];
    expect(firstDifferentStep(actions, lost, replayed)).toMatchObject({
      differences: ['$.search: expected {"text":""}, got undefined'],
    });
  });

  it('npm run replay checks every step and the final state of each log', () => {
    for (const name of logs) {
      const out = execFileSync(
        process.execPath,
        [
          require.resolve('tsx/cli'),
          path.join(__dirname, '..', '..', 'scripts', 'replay.ts'),
          path.join(__dirname, `${name}.log.json`),
          '--expect',
          path.join(__dirname, `${name}.state.json`),
        ],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
      const expected = JSON.parse(read(`${name}.state.json`)) as Record<string, unknown>;
      expect(onRecordedSlices(expected, JSON.parse(out) as Record<string, unknown>)).toEqual(
        expected,
      );
    }
  });

  it("the extension's own Export of each log (its Import, then Export) reads alike in npm run replay and back in the extension", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-export-'));
    try {
      for (const name of logs) {
        const expected = JSON.parse(read(`${name}.state.json`)) as Record<string, unknown>;
        const exported = exportLikeExtension(
          importIntoExtension(rootReducer, read(`${name}.log.json`)),
        );
        expect(Object.keys(JSON.parse(exported) as object)).toEqual(['payload', 'preloadedState']);
        const file = path.join(dir, `${name}.export.json`);
        fs.writeFileSync(file, exported);
        const out = execFileSync(
          process.execPath,
          [
            require.resolve('tsx/cli'),
            path.join(__dirname, '..', '..', 'scripts', 'replay.ts'),
            file,
            '--expect',
            path.join(__dirname, `${name}.state.json`),
          ],
          { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
        );
        expect(onRecordedSlices(expected, JSON.parse(out) as Record<string, unknown>)).toEqual(
          expected,
        );
        const again = importIntoExtension(rootReducer, exported).computedStates;
        expect(onRecordedSlices(expected, comparableState(again[again.length - 1]?.state))).toEqual(
          expected,
        );
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('never carries a password, a token or a reset link', () => {
    for (const name of logs) {
      const text = read(`${name}.log.json`);
      expect(text).not.toMatch(/"(password|password_confirmation)":\s*"(?!\[redacted\])/);
      expect(text).not.toMatch(/"token":\s*"(?!\[redacted\])/);
      expect(text).not.toMatch(/Bearer |\/password_reset\/(?!\[redacted\])/);
    }
  });
});
