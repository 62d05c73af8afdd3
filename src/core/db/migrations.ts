import { actionDueOrderMigration } from '../actions/due-order-migration';
import { actionGoalLinkMigration } from '../actions/goal-link-migration';
import { actionOpenOrderMigration } from '../actions/open-order-migration';
import { clientCountsMigration } from '../clients/count-migration';
import { clientFilterIndexMigration } from '../clients/filter-index-migration';
import { clientGramsMigration } from '../clients/grams-migration';
import { clientListMigration } from '../clients/list-migration';
import { clientsMigration } from '../clients/migration';
import { clientSearchAccentMigration, clientSearchFoldMigration, clientSearchRefoldMigration } from '../clients/search-fold-migration';
import { latestSessionMigration } from '../clients/latest-session-migration';
import { nameKeyMigration } from '../clients/name-key-migration';
import { nameMarksMigration } from '../clients/name-marks-migration';
import { dataProtectionMigration } from '../dataexport/migration';
import { demoClientsMigration } from '../demo/demo-clients-migration';
import { goalsMigration } from '../goals/migration';
import { notesMigration } from '../notes/migration';
import { seriesExdatesMigration } from '../sessions/exdates-migration';
import { sessionsMigration } from '../sessions/migration';
import { zoneSpellingMigration } from '../sessions/zone-spelling-migration';
import { practiceLogoMigration } from '../settings/logo-migration';
import { goalSearchMigration } from '../search/goal-search-migration';
import { foundationMigration } from '../settings/migration';
import { dashboardMigration } from './dashboard-migration';
import type { Migration } from './migration';
import { speedMigration } from './speed-migration';

/** The schema's history, in order. Each feature keeps its own migrations beside its code. */
export const migrations: readonly Migration[] = [foundationMigration, clientsMigration, sessionsMigration, notesMigration, goalsMigration, actionGoalLinkMigration, dataProtectionMigration, practiceLogoMigration, goalSearchMigration, speedMigration, dashboardMigration, clientListMigration, clientCountsMigration, nameMarksMigration, latestSessionMigration, actionOpenOrderMigration, actionDueOrderMigration, clientFilterIndexMigration, demoClientsMigration, seriesExdatesMigration, clientSearchFoldMigration, zoneSpellingMigration, clientSearchRefoldMigration, nameKeyMigration, clientGramsMigration, clientSearchAccentMigration];
