import type { DialogKind } from '../shared/contract';

/**
 * Native file and folder pickers, which only the Electron shell has. The core is given them
 * like the device key store; without them (browser bridge, CLI) the UI asks for a typed path.
 */
export interface NativeDialogs {
  /** The chosen path, or null when the coach cancels. */
  pick(kind: DialogKind, options: { defaultName?: string }): Promise<string | null>;
}
