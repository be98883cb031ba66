/**
 * The fixed stack's floor (`npm run bench -- --pages --floor`): the shop's first-load libraries evaluated one per
 * task, with a turn for the browser between them, and a store made as the shop makes its own (RTK Query, a
 * persisted slice, a saga), and nothing rendered: the page's text is already in its HTML. No page of the shop
 * can start with less work than this, so its Lighthouse score is the ceiling of any page built on this stack.
 */
const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  await turn();
  const { startTransition } = await import(/* webpackMode: "eager" */ 'react');
  await turn();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await turn();
  const { configureStore, createSlice, combineReducers } = await import(
    /* webpackMode: "eager" */ '@reduxjs/toolkit'
  );
  await turn();
  const { createApi, fetchBaseQuery } = await import(
    /* webpackMode: "eager" */ '@reduxjs/toolkit/query/react'
  );
  await turn();
  const { Provider } = await import(/* webpackMode: "eager" */ 'react-redux');
  await turn();
  const { BrowserRouter, useRoutes, Link } = await import(
    /* webpackMode: "eager" */ 'react-router-dom'
  );
  await turn();
  const { default: createSagaMiddleware } = await import(/* webpackMode: "eager" */ 'redux-saga');
  const { takeLatest, delay, put } = await import(/* webpackMode: "eager" */ 'redux-saga/effects');
  await turn();
  const { persistStore, persistReducer } = await import(/* webpackMode: "eager" */ 'redux-persist');
  const { default: storage } = await import(/* webpackMode: "eager" */ 'redux-persist/lib/storage');
  await turn();
  const api = createApi({
    baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
    endpoints: (build) => ({ popup: build.query<unknown, void>({ query: () => 'getPopup' }) }),
  });
  const session = createSlice({
    name: 'session',
    initialState: { token: null as string | null },
    reducers: { tokenSet: (state, action: { payload: string }) => ({ token: action.payload }) },
  });
  const reducer = combineReducers({
    [api.reducerPath]: api.reducer,
    session: persistReducer({ key: 'floor', storage }, session.reducer),
  });
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer,
    middleware: (defaults) => defaults({ serializableCheck: false }).concat(api.middleware, sagas),
  });
  await turn();
  sagas.run(function* root() {
    yield takeLatest(session.actions.tokenSet.type, function* settle() {
      yield delay(400);
      yield put({ type: 'floor/settled' });
    });
  });
  persistStore(store);
  // Kept reachable, so that the bundle holds (and the browser evaluates) what the shop's first load holds.
  Object.assign(window, {
    floorStack: [startTransition, createRoot, Provider, BrowserRouter, useRoutes, Link, store],
  });
}

void start();
