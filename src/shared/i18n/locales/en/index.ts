import app from './app.json';
import components from './components.json';
import errors from './errors.json';
import settings from './settings.json';
import vault from './vault.json';

/** One file per feature, so features add their text without touching each other's. */
export default { ...app, ...components, ...vault, ...settings, ...errors };
