import type { Command } from '../command';
import { backupCommands } from './backup';
import { clientsCommands } from './clients';
import { exportCommands } from './export';
import { sessionsCommands } from './sessions';
import { vaultCommands } from './vault';

/** Every CLI command; features add theirs here. */
export const commands: Command[] = [...vaultCommands, ...clientsCommands, ...sessionsCommands, ...exportCommands, ...backupCommands];
