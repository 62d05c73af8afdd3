import type { Command } from '../command';
import { backupCommands } from './backup';
import { vaultCommands } from './vault';

/** Every CLI command; features add theirs here. */
export const commands: Command[] = [...vaultCommands, ...backupCommands];
