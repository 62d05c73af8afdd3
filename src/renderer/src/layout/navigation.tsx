import { IconCalendar, IconChecklist, IconDatabase, IconFileText, IconHome, IconSettings, IconTarget, IconUsers } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { ActionsPage } from '../actions/ActionsPage';
import { BackupsPage } from '../backups/BackupsPage';
import { CalendarPage } from '../calendar/CalendarPage';
import { ClientsPage } from '../clients/ClientsPage';
import { DashboardPage } from '../dashboard/DashboardPage';
import { GoalsSection } from '../goals/GoalsSection';
import { SessionPage } from '../notes/SessionPage';
import { ReportsPage } from '../reports/ReportsPage';
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
  { path: '/', key: 'dashboard', icon: IconHome, element: <DashboardPage /> },
  { path: '/clients', key: 'clients', icon: IconUsers, element: <ClientsPage /> },
  { path: '/calendar', key: 'calendar', icon: IconCalendar, element: <CalendarPage /> },
  { path: '/actions', key: 'actions', icon: IconChecklist, element: <ActionsPage /> },
  { path: '/goals', key: 'goals', icon: IconTarget, element: <GoalsSection /> },
  { path: '/reports', key: 'reports', icon: IconFileText, element: <ReportsPage /> },
  { path: '/backups', key: 'backups', icon: IconDatabase, element: <BackupsPage /> },
  { path: '/settings', key: 'settings', icon: IconSettings, element: <SettingsPage /> },
];

/** Pages reached from within sections (a session and its notes), without a navigation entry. */
export const PAGES: { path: string; element: ReactNode }[] = [
  { path: '/sessions/:id', element: <SessionPage /> },
];
