import { searchSubmitted } from '@client/domains/browsing/search.slice';
import { manufacturerChosen } from '@client/domains/bike/motorom.slice';
import { loggedIn } from '@client/domains/session/auth.slice';
import { actionRegistry, rootReducer } from '../root-reducer';
import { setupStore } from '../store';
import { supportStateImported } from '../support-import';
import { stateFromExportFile } from './support-file';
import { parseDevToolsFile } from './devtools-file-reader';
import { diffPaths, replayActions } from './replay';

describe('QA recording and replay', () => {
  it('records actions in the Redux DevTools format, secrets redacted, and replays to the same state', () => {
    const { store, recorder } = setupStore({ qa: true, runSagas: false });
    store.dispatch(loggedIn({ token: 'titkos', username: 'Kiss Anna' }));
    store.dispatch(manufacturerChosen(4));
    store.dispatch(searchSubmitted('lánc'));
    // RTK Query announces its middleware with one action of its own on the first dispatch.
    expect(recorder?.count).toBe(4);

    const file = recorder?.exportDevToolsFile() ?? '';
    expect(file).not.toContain('titkos');
    const lifted = JSON.parse(file);
    expect(lifted.stagedActionIds).toEqual([0, 1, 2, 3, 4]);
    const types = lifted.stagedActionIds.map((id: number) => lifted.actionsById[id].action.type);
    expect(types.filter((t: string) => !t.startsWith('api/'))).toEqual([
      '@@INIT',
      'auth/loggedIn',
      'motorom/manufacturerChosen',
      'search/searchSubmitted',
    ]);
    expect(lifted.computedStates).toHaveLength(5);

    const { initialState, actions } = parseDevToolsFile(file);
    const { finalState, unknownActions } = replayActions(
      rootReducer,
      initialState as never,
      actions,
      actionRegistry,
    );
    expect(unknownActions).toEqual([]);
    expect(finalState.motorom.gyarto).toBe(4);
    expect(finalState.search.text).toBe('lánc');
    expect(finalState.auth.username).toBe('Kiss Anna');
  });

  it('reports actions the reducers do not know', () => {
    const { unknownActions } = replayActions(
      rootReducer,
      undefined,
      [{ type: 'cart/regiAkcio' }, searchSubmitted('x')],
      actionRegistry,
    );
    expect(unknownActions).toEqual(['cart/regiAkcio']);
  });

  it('skips actions DevTools marked as skipped and reads the import wrapper', () => {
    const lifted = {
      actionsById: {
        0: { type: 'PERFORM_ACTION', action: { type: '@@INIT' }, timestamp: 1 },
        1: { type: 'PERFORM_ACTION', action: searchSubmitted('a'), timestamp: 2 },
        2: { type: 'PERFORM_ACTION', action: searchSubmitted('b'), timestamp: 3 },
      },
      stagedActionIds: [0, 1, 2],
      skippedActionIds: [2],
      computedStates: [],
    };
    const parsed = parseDevToolsFile(JSON.stringify({ payload: JSON.stringify(lifted) }));
    expect(parsed.actions).toEqual([searchSubmitted('a')]);
  });

  it('names the paths where states differ', () => {
    expect(diffPaths({ a: { b: 1, c: [1, 2] } }, { a: { b: 2, c: [1, 2] } })).toEqual([
      '$.a.b: expected 1, got 2',
    ]);
    expect(diffPaths({ a: 1 }, { a: 1 })).toEqual([]);
  });
});

describe('support: loading a customer state', () => {
  it("takes the customer's cart, bike and screen, but keeps support's own login", () => {
    const { store } = setupStore({ runSagas: false });
    const customer = {
      auth: { token: '[redacted]', username: 'Nagy Béla' },
      cart: {
        cartId: '0b7c9a3e-1d2f-4c5b-8a9e-0f1e2d3c4b5a',
        cart: null,
        finished: false,
        ordering: false,
      },
      motorom: {
        mode: 'select',
        gyarto: 2,
        felepites: 3,
        hengerurtartalom: 600,
        tipus: 17,
        motorInput: '',
        tipusName: 'Yamaha MT-07',
      },
      navigation: { pathname: '/adatok-szallitas', search: '' },
      api: { queries: {}, mutations: {} },
    };
    const state = stateFromExportFile(JSON.stringify(customer));
    store.dispatch(supportStateImported(state));
    const after = store.getState();
    expect(after.cart.cartId).toBe('0b7c9a3e-1d2f-4c5b-8a9e-0f1e2d3c4b5a');
    expect(after.motorom.tipusName).toBe('Yamaha MT-07');
    expect(after.navigation.pathname).toBe('/adatok-szallitas');
    expect(after.auth).toEqual({ token: null, username: null });
  });

  it('reads the current state out of a DevTools export and refuses other files', () => {
    const lifted = {
      computedStates: [{ state: { cart: { cartId: 'a' } } }, { state: { cart: { cartId: 'b' } } }],
      currentStateIndex: 1,
    };
    expect(stateFromExportFile(JSON.stringify(lifted))).toEqual({ cart: { cartId: 'b' } });
    expect(() => stateFromExportFile('{"valami":1}')).toThrow(
      'A fájl nem tartalmaz webáruház-állapotot.',
    );
  });
});
