import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createSpecKeyStorage } from './app/persist-storage';
import { setupStore } from './app/store';
import './styles/main.css';

const { store, persistor } = setupStore({ persistStorage: createSpecKeyStorage() });
const container = document.getElementById('root');
if (container) createRoot(container).render(<App store={store} persistor={persistor} />);
