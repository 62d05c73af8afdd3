import { IconCalendar, IconChecklist, IconDatabase, IconFileText, IconHome, IconSettings, IconTarget, IconUsers } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { BackupNavMarker } from '../backups/BackupNavMarker';
import { DashboardPage } from '../dashboard/DashboardPage';
import { lazyComponent } from './lazy-component';

// The dashboard opens with the practice; every other page, with its charts, calendar and editor,
// loads the first time it is visited, so the window is ready sooner.
const ClientsPage = lazyComponent(() => import('../clients/ClientsPage'), 'ClientsPage');
const CalendarPage = lazyComponent(() => import('../calendar/CalendarPage'), 'CalendarPage');
const ActionsPage = lazyComponent(() => import('../actions/ActionsPage'), 'ActionsPage');
const GoalsSection = lazyComponent(() => import('../goals/GoalsSection'), 'GoalsSection');
const ReportsPage = lazyComponent(() => import('../reports/ReportsPage'), 'ReportsPage');
const BackupsPage = lazyComponent(() => import('../backups/BackupsPage'), 'BackupsPage');
const SettingsPage = lazyComponent(() => import('../settings/SettingsPage'), 'SettingsPage');
const SessionPage = lazyComponent(() => import('../notes/SessionPage'), 'SessionPage');

export interface Section {
  path: string;
  /** Key under `nav.` in the message files. */
  key: 'dashboard' | 'clients' | 'calendar' | 'actions' | 'goals' | 'reports' | 'backups' | 'settings';
  icon: ComponentType<{ size?: number; stroke?: number }>;
  element: ReactNode;
  /** Shown after the label when the section needs the coach's attention (renders nothing otherwise). */
  marker?: ComponentType;
}

/** The practice's sections, in navigation order; features replace their placeholder page. */
export const SECTIONS: Section[] = [
  { path: '/', key: 'dashboard', icon: IconHome, element: <DashboardPage /> },
  { path: '/clients', key: 'clients', icon: IconUsers, element: <ClientsPage /> },
  { path: '/calendar', key: 'calendar', icon: IconCalendar, element: <CalendarPage /> },
  { path: '/actions', key: 'actions', icon: IconChecklist, element: <ActionsPage /> },
  { path: '/goals', key: 'goals', icon: IconTarget, element: <GoalsSection /> },
  { path: '/reports', key: 'reports', icon: IconFileText, element: <ReportsPage /> },
  { path: '/backups', key: 'backups', icon: IconDatabase, element: <BackupsPage />, marker: BackupNavMarker },
  { path: '/settings', key: 'settings', icon: IconSettings, element: <SettingsPage /> },
];

/** Pages reached from within sections (a session and its notes), without a navigation entry. */
export const PAGES: { path: string; element: ReactNode }[] = [
  { path: '/sessions/:id', element: <SessionPage /> },
];
