import { IconCalendar, IconChecklist, IconDatabase, IconFileText, IconHome, IconSettings, IconTarget, IconUsers } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { ActionsPage } from '../actions/ActionsPage';
import { ClientNotesPage } from '../notes/ClientNotesPage';
import { SessionPage } from '../notes/SessionPage';
import { ComingSoon } from '../pages/ComingSoon';
import { SettingsPage } from '../settings/SettingsPage';

export interface Section {
  path: string;
  /** Key under `nav.` in the message files. */
  key: 'dashboard' | 'clients' | 'calendar' | 'actions' | 'goals' | 'reports' | 'backups' | 'settings';
  icon: ComponentType<{ size?: number; stroke?: number }>;
  element: ReactNode;
}

/** The practice's sections, in navigation order; features replace their placeholder page. */
export const SECTIONS: Section[] = [
  { path: '/', key: 'dashboard', icon: IconHome, element: <ComingSoon section="dashboard" /> },
  { path: '/clients', key: 'clients', icon: IconUsers, element: <ComingSoon section="clients" /> },
  { path: '/calendar', key: 'calendar', icon: IconCalendar, element: <ComingSoon section="calendar" /> },
  { path: '/actions', key: 'actions', icon: IconChecklist, element: <ActionsPage /> },
  { path: '/goals', key: 'goals', icon: IconTarget, element: <ComingSoon section="goals" /> },
  { path: '/reports', key: 'reports', icon: IconFileText, element: <ComingSoon section="reports" /> },
  { path: '/backups', key: 'backups', icon: IconDatabase, element: <ComingSoon section="backups" /> },
  { path: '/settings', key: 'settings', icon: IconSettings, element: <SettingsPage /> },
];


/** Pages reached from within sections (a session, a client's notes), without a navigation entry. */
export const PAGES: { path: string; element: ReactNode }[] = [
  { path: '/sessions/:id', element: <SessionPage /> },
  // Until the client page exists; it will mount ClientActionItems and ClientJournal itself.
  { path: '/clients/:id/notes', element: <ClientNotesPage /> },
];
