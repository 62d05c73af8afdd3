import { actionsHandlers } from '../actions/handlers';
import { appHandlers } from '../app/status';
import { assessmentsHandlers } from '../assessments/handlers';
import { clientsHandlers, packagesHandlers } from '../clients/handlers';
import { dataExportHandlers } from '../dataexport/handlers';
import { demoHandlers } from '../demo/handlers';
import { goalsHandlers } from '../goals/handlers';
import { notesHandlers } from '../notes/handlers';
import { reportsHandlers } from '../reports/handlers';
import { searchHandlers } from '../search/handlers';
import { calendarHandlers, sessionsHandlers } from '../sessions/handlers';
import { backupHandlers } from '../backup/handlers';
import { settingsHandlers } from '../settings/handlers';
import { vaultHandlers } from '../vault/handlers';
import type { Handlers } from './types';

/** The contract bound to the core's services; each feature contributes its group. */
export const handlers: Handlers = {
  ...vaultHandlers,
  ...appHandlers,
  ...settingsHandlers,
  ...clientsHandlers,
  ...packagesHandlers,
  ...sessionsHandlers,
  ...calendarHandlers,
  ...backupHandlers,
  ...goalsHandlers,
  ...assessmentsHandlers,
  ...notesHandlers,
  ...actionsHandlers,
  ...searchHandlers,
  ...dataExportHandlers,
  ...reportsHandlers,
  ...demoHandlers,
};
