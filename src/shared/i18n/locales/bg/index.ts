import app from './app.json';
import assessments from './assessments.json';
import backups from './backups.json';
import calendar from './calendar.json';
import clients from './clients.json';
import components from './components.json';
import dashboard from './dashboard.json';
import dataexport from './dataexport.json';
import demo from './demo.json';
import errors from './errors.json';
import goals from './goals.json';
import notes from './notes.json';
import reports from './reports.json';
import sessions from './sessions.json';
import settings from './settings.json';
import vault from './vault.json';

/** One file per feature, so features add their text without touching each other's. */
export default { ...app, ...vault, ...settings, ...assessments, ...backups, ...calendar, ...clients, ...components, ...dashboard, ...dataexport, ...demo, ...goals, ...notes, ...reports, ...sessions, ...errors };
