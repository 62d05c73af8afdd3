import type { Command } from '../command';
import { actionsCommands } from './actions';
import { assessmentsCommands } from './assessments';
import { backupCommands } from './backup';
import { clientsCommands } from './clients';
import { dataExportCommands } from './dataexport';
import { demoCommands } from './demo';
import { exportCommands } from './export';
import { goalsCommands } from './goals';
import { notesCommands } from './notes';
import { reportCommands } from './reports';
import { searchCommands } from './search';
import { sessionsCommands } from './sessions';
import { vaultCommands } from './vault';

/** Every CLI command; features add theirs here. */
export const commands: Command[] = [
  ...vaultCommands,
  ...clientsCommands,
  ...sessionsCommands,
  ...notesCommands,
  ...actionsCommands,
  ...searchCommands,
  ...goalsCommands,
  ...assessmentsCommands,
  ...exportCommands,
  ...dataExportCommands,
  ...reportCommands,
  ...backupCommands,
  ...demoCommands,
];
