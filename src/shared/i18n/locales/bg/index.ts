import app from './app.json';
import errors from './errors.json';
import notes from './notes.json';
import sessions from './sessions.json';
import settings from './settings.json';
import vault from './vault.json';

/** One file per feature, so features add their text without touching each other's. */
export default { ...app, ...vault, ...settings, ...sessions, ...notes, ...errors };
