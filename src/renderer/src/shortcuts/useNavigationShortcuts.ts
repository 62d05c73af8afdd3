import { useNavigate } from 'react-router';
import { SECTIONS } from '../layout/navigation';
import type { Shortcut } from './shortcut-keys';
import { sectionShortcut, SHORTCUTS } from './shortcuts';
import { useShortcuts } from './useShortcuts';

/** Ctrl+1 to Ctrl+8 open the sections, Ctrl+N a new client's form. */
export function useNavigationShortcuts(): void {
  const navigate = useNavigate();
  useShortcuts([
    [SHORTCUTS.newClient, () => navigate('/clients/new')],
    ...SECTIONS.map(({ path }, index): [Shortcut, () => void] => [sectionShortcut(index), () => navigate(path)]),
  ]);
}
